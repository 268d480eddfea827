import { useId, useRef, useState } from 'react'
import { quotedText, type TextAnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { letterSegments } from '#shared/evaluation/letter-segments.ts'

/**
 * The student's letter with the evaluator's comments in place: each commented phrase highlighted
 * and numbered, its comment beside the letter (below it on a phone). The number in the letter
 * moves to the comment and the comment's quote moves back, so either can be reached by keyboard;
 * a screen reader hears the comment when the number is focused.
 */
export function AnnotatedLetter({ letter, comments }: { letter: string; comments: readonly TextAnchoredComment[] }) {
  const base = useId()
  const [active, setActive] = useState<number | null>(null)
  const refs = useRef(new Map<string, HTMLElement>())
  const keep = (key: string) => (element: HTMLElement | null) => {
    if (element) refs.current.set(key, element)
    else refs.current.delete(key)
  }
  const focus = (key: string) => {
    const element = refs.current.get(key)
    element?.focus()
    element?.scrollIntoView({ block: 'nearest' })
  }
  const segments = letterSegments(letter, comments)
  const commented = segments.filter((s) => s.number !== null)
  const hover = (number: number) => ({ onMouseEnter: () => setActive(number), onMouseLeave: () => setActive(null), onFocus: () => setActive(number), onBlur: () => setActive(null) })
  return (
    <div className="annotated">
      <div className="annotated-letter">
        {segments.map((segment, index) =>
          segment.number === null ? (
            segment.text
          ) : (
            <mark key={index} className={active === segment.number ? 'annotated-mark is-active' : 'annotated-mark'} {...hover(segment.number)}>
              {segment.text}
              <button
                type="button"
                ref={keep(`mark-${segment.number}`)}
                className="annotated-number"
                aria-label={`Comment ${segment.number}`}
                aria-describedby={`${base}-comment-${segment.number}`}
                onClick={() => focus(`comment-${segment.number}`)}
              >
                {segment.number}
              </button>
            </mark>
          ),
        )}
      </div>
      <section className="annotated-comments" aria-label="Comments on your letter">
        <h4>Comments on your letter</h4>
        <ol>
          {commented.map(
            (segment) =>
              segment.number !== null && (
                <li
                  key={segment.number}
                  ref={keep(`comment-${segment.number}`)}
                  tabIndex={-1}
                  className={active === segment.number ? 'annotated-comment is-active' : 'annotated-comment'}
                  {...hover(segment.number)}
                >
                  <span className="annotated-comment-number" aria-hidden="true">
                    {segment.number}
                  </span>
                  <button type="button" className="annotated-quote" onClick={() => focus(`mark-${segment.number}`)}>
                    <span className="hub-sr-only">Show in your letter: </span>“{quotedText(letter, segment.comment)}”
                  </button>
                  <p id={`${base}-comment-${segment.number}`}>{segment.comment.comment}</p>
                </li>
              ),
          )}
        </ol>
      </section>
    </div>
  )
}
