import { quotedText, type AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { clockText } from '#shared/timing/clock-text.ts'

interface Props {
  comments: readonly AnchoredComment[]
  letter: string | null
  editable: boolean
  onRemove: (comment: AnchoredComment) => void
  /** A recording's comment plays it from its moment. */
  onSeek?: (seconds: number) => void
}

/** The comments pinned to the work so far: what each is about, its text, and a way to remove it. */
export function AnchoredCommentList({ comments, letter, editable, onRemove, onSeek }: Props) {
  if (comments.length === 0) return null
  return (
    <ol className="staff-anchored-list" aria-label="Comments pinned to the work">
      {comments.map((comment) => {
        const about = comment.kind === 'text' ? `“${quotedText(letter ?? '', comment)}”` : clockText(comment.at)
        return (
          <li key={comment.kind === 'text' ? `t${comment.start}` : `a${comment.at}-${comment.comment}`}>
            {comment.kind === 'time' && onSeek ? (
              <button type="button" className="staff-anchored-time" onClick={() => onSeek(comment.at)}>
                <span className="hub-sr-only">Play from </span>
                {about}
              </button>
            ) : (
              <span className="staff-anchored-quote">{about}</span>
            )}
            <span className="staff-anchored-text">{comment.comment}</span>
            {editable && (
              <button type="button" className="button button-quiet staff-anchored-remove" onClick={() => onRemove(comment)}>
                Remove<span className="hub-sr-only"> the comment on {about}</span>
              </button>
            )}
          </li>
        )
      })}
    </ol>
  )
}
