import { compareQuestionIds } from '#shared/qtypes/question-id.ts'

interface ReviewListProps {
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
export function ReviewList({ unanswered, flagged, reachable, onJump }: ReviewListProps) {
  if (unanswered.length === 0 && flagged.length === 0) return null
  const list = (title: string, ids: readonly string[]) =>
    ids.length > 0 && (
      <section className="review-list" aria-label={title}>
        <h3 className="review-list-title">
          {title} ({ids.length})
        </h3>
        <ul className="review-list-items">
          {[...ids].sort(compareQuestionIds).map((id) => (
            <li key={id}>
              {reachable(id) ? (
                <button type="button" className="review-list-jump" aria-label={`Go to question ${id}`} onClick={() => onJump(id)}>
                  {id}
                </button>
              ) : (
                <span className="review-list-closed">{id}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <div className="review-lists">
      {list('Unanswered', unanswered)}
      {list('Flagged for review', flagged)}
    </div>
  )
}
