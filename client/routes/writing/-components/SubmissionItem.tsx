import { useId } from 'react'
import { LocalDate } from '#client/components/hub/LocalDate.tsx'
import { plural } from '#client/lib/plural.ts'
import { countBodyWords } from '#shared/writing/letter-body.ts'
import { CriterionScores } from '#client/components/evaluation/CriterionScores.tsx'
import { CommentedLetter } from '#client/components/evaluation/CommentedLetter.tsx'
import { CommentedPhotos } from '#client/components/evaluation/CommentedPhotos.tsx'
import { EvaluationPdfLink } from '#client/components/evaluation/EvaluationPdfLink.tsx'
import { EvaluationFacts } from '#client/components/evaluation/EvaluationFacts.tsx'
import { DoubleMarkedNote } from '#client/components/evaluation/DoubleMarkedNote.tsx'
import { isEvaluated, type WritingSubmission } from './submission-types.ts'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { SubmittedLetterChecks } from '#client/components/letter-checks/SubmittedLetterChecks.tsx'
import { ModelAnswerFold } from '#client/components/evaluation/ModelAnswerFold.tsx'

/** A typed letter's size as the OET guide counts it, the body's words, as the screen and staff show it. */
const modeText = (submission: WritingSubmission) =>
  submission.mode === 'paper'
    ? `Handwritten, ${plural(submission.files.length, 'photo')}`
    : `Typed${submission.writingAnswer !== null ? `, ${plural(countBodyWords(submission.writingAnswer), 'word')} in the body` : ''}`

/** One submission: what was sent and when, and its state: the 24-hour notice, or the evaluation. */
export function SubmissionItem({ submission, api }: { submission: WritingSubmission; api: ApiFetch }) {
  const titleId = useId()
  const evaluated = isEvaluated(submission)
  return (
    <article className="card writing-submission" aria-labelledby={titleId}>
      <header className="writing-submission-head">
        <h3 id={titleId} className="writing-submission-title">
          {submission.testTitle}
        </h3>
        <span className={`writing-state-badge writing-state-${evaluated ? 'evaluated' : 'pending'}`}>
          {evaluated ? 'Evaluated' : 'Pending evaluation'}
        </span>
      </header>
      <p className="writing-submission-meta">
        Submitted <LocalDate iso={submission.createdAt} withTime /> · {modeText(submission)}
        {submission.source === 'mock' && ' · Mock test'}
      </p>
      {evaluated ? <Evaluation submission={submission} /> : <p className="writing-submission-notice">{WRITING_TEXTS.evaluatedWithin}</p>}
      <YourWork submission={submission} />
      {submission.writingAnswer && <SubmittedLetterChecks api={api} testId={submission.testId} letter={submission.writingAnswer} />}
      {evaluated && <ModelAnswerFold api={api} submissionId={submission.id} kind="letter" />}
    </article>
  )
}

/** Marks, grade, each criterion's score with its descriptor, comments and the evaluation PDF (SPEC.md section 2's written item). */
function Evaluation({ submission }: { submission: WritingSubmission }) {
  const comments = submission.adminComments || submission.feedback
  return (
    <div className="writing-evaluation">
      <EvaluationFacts className="writing-evaluation-facts" marks={submission.marks} grade={submission.grade} />
      {submission.criteria && <CriterionScores skill="writing" criteria={submission.criteria} />}
      {comments && (
        <div className="writing-evaluation-comments">
          <h4>Comments</h4>
          <p>{comments}</p>
        </div>
      )}
      {submission.evaluationPdfUrl && <EvaluationPdfLink href={submission.evaluationPdfUrl} of={submission.testTitle} />}
      {submission.doubleMarked && <DoubleMarkedNote />}
    </div>
  )
}

/**
 * What the student sent: the letter's text or the photos, folded away; a letter or photos the
 * evaluator commented on are shown open, with the comments in place.
 */
function YourWork({ submission }: { submission: WritingSubmission }) {
  const photos = submission.files.filter((file) => file.contentType.startsWith('image/'))
  if (!submission.writingAnswer && photos.length === 0) return null
  const onWords = submission.writingAnswer !== null && submission.anchoredComments.some((comment) => comment.kind === 'text')
  const onPhotos = photos.length > 0 && submission.anchoredComments.some((comment) => comment.kind === 'region')
  if (onWords || onPhotos) {
    return (
      <>
        <CommentedLetter letter={submission.writingAnswer} comments={submission.anchoredComments} className="writing-submission-work" />
        <CommentedPhotos photos={photos} comments={submission.anchoredComments} className="writing-submission-work" />
      </>
    )
  }
  return (
    <details className="writing-submission-work">
      <summary>{submission.writingAnswer ? (photos.length > 0 ? 'Your letter, as your evaluator typed it from your photos' : 'Your letter') : 'Your photos'}</summary>
      {submission.writingAnswer && <p className="writing-submission-letter">{submission.writingAnswer}</p>}
      {photos.length > 0 && (
        <ul className="writing-submission-photos">
          {photos.map((file, index) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noopener">
                <img src={file.url} alt={`Page ${index + 1}`} loading="lazy" width={file.width} height={file.height} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
