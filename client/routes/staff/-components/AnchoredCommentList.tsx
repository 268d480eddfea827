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

/** What a comment is about, as the list names it: the quoted words, the moment, or the numbered area drawn on its page. */
function aboutText(comment: AnchoredComment, index: number, letter: string | null): string {
  if (comment.kind === 'text') return `“${quotedText(letter ?? '', comment)}”`
  if (comment.kind === 'region') return `Area ${index + 1}, page ${comment.file + 1}`
  return clockText(comment.at)
}

const keyOf = (comment: AnchoredComment) =>
  comment.kind === 'text' ? `t${comment.start}` : comment.kind === 'time' ? `a${comment.at}-${comment.comment}` : `r${comment.file}-${comment.x}-${comment.y}-${comment.comment}`

/**
 * The comments pinned to the work so far: what each is about, its text, and a way to remove it.
 * Areas of photos are numbered in this list's order, as their outlines on the page are.
 */
export function AnchoredCommentList({ comments, letter, editable, onRemove, onSeek }: Props) {
  if (comments.length === 0) return null
  return (
    <ol className="staff-anchored-list" aria-label="Comments pinned to the work">
      {comments.map((comment, index) => {
        const about = aboutText(comment, index, letter)
        return (
          <li key={keyOf(comment)}>
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
