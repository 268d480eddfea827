import { useId } from 'react'
import type { Submission } from '#shared/submissions/schema.ts'
import { CriterionScores } from '#client/components/evaluation/CriterionScores.tsx'
import { GradeBadge } from '#client/components/hub/GradeBadge.tsx'
import { LocalDate } from '#client/components/hub/LocalDate.tsx'
import { clockText } from '#shared/timing/clock-text.ts'
import { CommentedRecording } from '#client/components/evaluation/CommentedRecording.tsx'
import { EvaluationPdfLink } from '#client/components/evaluation/EvaluationPdfLink.tsx'
import { EvaluationFacts } from '#client/components/evaluation/EvaluationFacts.tsx'
import { isEvaluated, recordingOf } from './submission-state.ts'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import { ModelAnswerFold } from '#client/components/evaluation/ModelAnswerFold.tsx'
import type { ApiFetch } from '#client/lib/api.ts'

/** One recording sent: which part of which test, when, the recording itself, and its state. */
export function SpeakingSubmissionItem({ submission, api }: { submission: Submission; api: ApiFetch }) {
  const titleId = useId()
  const evaluated = isEvaluated(submission)
  const recording = recordingOf(submission)
  const what = `${submission.testTitle}${submission.mainCardNumber !== null ? `, Part ${submission.mainCardNumber}` : ''}`
  return (
    <article className="card sp-sub" aria-labelledby={titleId}>
      <header className="sp-sub-head">
        <h3 id={titleId} className="sp-sub-title">
          {submission.testTitle}
          {submission.mainCardNumber !== null && <span className="sp-sub-part"> · Part {submission.mainCardNumber}</span>}
        </h3>
        <span className={`sp-state-badge sp-state-${evaluated ? 'evaluated' : 'pending'}`}>{evaluated ? 'Evaluated' : 'Pending evaluation'}</span>
      </header>
      <p className="sp-sub-meta">
        {submission.source === 'mock' ? 'Mock test' : 'OET speaking test'} · Submitted <LocalDate iso={submission.createdAt} withTime />
        {recording?.durationSeconds !== undefined && <> · {clockText(recording.durationSeconds)}</>}
      </p>
      {recording && (
        <CommentedRecording
          src={recording.url}
          label={`Your recording: ${what}`}
          className="sp-sub-audio"
          preload="metadata"
          comments={evaluated ? submission.anchoredComments : []}
        />
      )}
      {evaluated ? <Evaluation submission={submission} what={what} /> : <p className="sp-sub-notice">{SPEAKING_TEXTS.pending}</p>}
      {evaluated && <ModelAnswerFold api={api} submissionId={submission.id} kind="role-play" />}
    </article>
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
    </div>
  )
}
