import { useId } from 'react'
import { inOrder, type TimeAnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { clockText } from '#shared/timing/clock-text.ts'

/**
 * The evaluator's comments on moments of the recording, in time order: each time is a button that
 * plays the recording from there.
 */
export function RecordingComments({ comments, onSeek }: { comments: readonly TimeAnchoredComment[]; onSeek: (seconds: number) => void }) {
  const titleId = useId()
  return (
    <section className="recording-comments" aria-labelledby={titleId}>
      <h4 id={titleId}>Comments on your recording</h4>
      <ol>
        {inOrder(comments).map((comment, index) => (
          <li key={index}>
            <button type="button" className="recording-time" onClick={() => onSeek(comment.at)}>
              <span className="hub-sr-only">Play from </span>
              {clockText(comment.at)}
            </button>
            <p>{comment.comment}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
