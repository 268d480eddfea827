import { useId } from 'react'
import type { Submission } from '#shared/submissions/schema.ts'
import { CriterionScores } from '#client/components/evaluation/CriterionScores.tsx'
import { GradeBadge } from '#client/components/hub/GradeBadge.tsx'
import { LocalDate } from '#client/components/hub/LocalDate.tsx'
import { clockText } from '#shared/timing/clock-text.ts'
import { CommentedRecording } from '#client/components/evaluation/CommentedRecording.tsx'
import { EvaluationPdfLink } from '#client/components/evaluation/EvaluationPdfLink.tsx'
import { EvaluationFacts } from '#client/components/evaluation/EvaluationFacts.tsx'
import { DoubleMarkedNote } from '#client/components/evaluation/DoubleMarkedNote.tsx'
import { isEvaluated, partsText, recordingOf } from './submission-state.ts'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import { ModelAnswerFold } from '#client/components/evaluation/ModelAnswerFold.tsx'
import type { ApiFetch } from '#client/lib/api.ts'

/**
 * One sitting's recordings (decision 0105): which role-plays of which test, when, each recording
 * with the comments on its moments, and the one evaluation they share.
 */
export function SpeakingSubmissionItem({ parts, api }: { parts: readonly Submission[]; api: ApiFetch }) {
  const titleId = useId()
  const first = parts[0]!
  const numbers = parts.flatMap((part) => (part.mainCardNumber === null ? [] : [part.mainCardNumber]))
  const result = parts.find(isEvaluated)
  const waiting = parts.some((part) => !isEvaluated(part))
  const what = `${first.testTitle}${numbers.length > 0 ? `, ${partsText(numbers)}` : ''}`
  return (
    <article className="card sp-sub" aria-labelledby={titleId}>
      <header className="sp-sub-head">
        <h3 id={titleId} className="sp-sub-title">
          {first.testTitle}
          {numbers.length > 0 && <span className="sp-sub-part"> · {partsText(numbers)}</span>}
        </h3>
        <span className={`sp-state-badge sp-state-${waiting ? 'pending' : 'evaluated'}`}>{waiting ? 'Pending evaluation' : 'Evaluated'}</span>
      </header>
      <p className="sp-sub-meta">
        {first.source === 'mock' ? 'Mock test' : 'OET speaking test'} · Submitted <LocalDate iso={first.createdAt} withTime />
      </p>
      {parts.map((part) => (
        <Recording key={part.id} part={part} of={first.testTitle} api={api} />
      ))}
      {result && <Evaluation submission={result} what={what} />}
      {waiting && <p className="sp-sub-notice">{result ? SPEAKING_TEXTS.pendingAgain : SPEAKING_TEXTS.pending}</p>}
    </article>
  )
}

/** One role-play's recording with the evaluator's comments on its moments, and its model answer once evaluated. */
function Recording({ part, of, api }: { part: Submission; of: string; api: ApiFetch }) {
  const recording = recordingOf(part)
  const evaluated = isEvaluated(part)
  const name = part.mainCardNumber === null ? of : `${of}, Part ${part.mainCardNumber}`
  return (
    <div className="sp-sub-part-recording">
      {part.mainCardNumber !== null && (
        <h4 className="sp-sub-part-title">
          Part {part.mainCardNumber}
          {recording?.durationSeconds !== undefined && <span className="sp-sub-length"> · {clockText(recording.durationSeconds)}</span>}
        </h4>
      )}
      {recording && (
        <CommentedRecording
          src={recording.url}
          label={`Your recording: ${name}`}
          className="sp-sub-audio"
          preload="metadata"
          comments={evaluated ? part.anchoredComments : []}
        />
      )}
      {evaluated && <ModelAnswerFold api={api} submissionId={part.id} kind="role-play" />}
    </div>
  )
}

/** Marks, grade, each criterion's score with its descriptor, the evaluator's comments and feedback, and the evaluation PDF. */
function Evaluation({ submission, what }: { submission: Submission; what: string }) {
  return (
    <div className="sp-evaluation">
      <EvaluationFacts className="sp-evaluation-facts" marks={submission.marks} grade={submission.grade && <GradeBadge grade={submission.grade} />} />
      {submission.criteria && <CriterionScores skill="speaking" criteria={submission.criteria} />}
      {submission.adminComments && (
        <div className="sp-evaluation-text">
          <h4>Comments</h4>
          <p>{submission.adminComments}</p>
        </div>
      )}
      {submission.feedback && (
        <div className="sp-evaluation-text">
          <h4>Feedback</h4>
          <p>{submission.feedback}</p>
        </div>
      )}
      {submission.evaluationPdfUrl && <EvaluationPdfLink href={submission.evaluationPdfUrl} of={what} />}
      {submission.doubleMarked && <DoubleMarkedNote />}
    </div>
  )
}
