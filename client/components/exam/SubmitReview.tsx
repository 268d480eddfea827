import { compareQuestionIds } from '#shared/qtypes/question-id.ts'

interface SubmitReviewProps {
  unanswered: readonly string[]
  flagged: readonly string[]
  /** Whether the mode lets the student go to a question now. */
  reachable(questionId: string): boolean
  onJump(questionId: string): void
}

/**
 * The review before Submit: the questions still without an answer and those flagged for review,
 * in number order, each a way back to it where the mode allows.
 */
export function SubmitReview({ unanswered, flagged, reachable, onJump }: SubmitReviewProps) {
  if (unanswered.length === 0 && flagged.length === 0) return null
  const list = (title: string, ids: readonly string[]) =>
    ids.length > 0 && (
      <section className="submit-review-list" aria-label={title}>
        <h3 className="submit-review-title">
          {title} ({ids.length})
        </h3>
        <ul className="submit-review-items">
          {[...ids].sort(compareQuestionIds).map((id) => (
            <li key={id}>
              {reachable(id) ? (
                <button type="button" className="submit-review-jump" aria-label={`Go to question ${id}`} onClick={() => onJump(id)}>
                  {id}
                </button>
              ) : (
                <span className="submit-review-closed">{id}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <div className="submit-review">
      {list('Unanswered', unanswered)}
      {list('Flagged for review', flagged)}
    </div>
  )
}
