import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { ANCHORED_COMMENT_MAX_LENGTH } from '#shared/evaluation/anchored-comments.ts'

interface Props {
  /** What the comment will be about ("“wound care”", "0:42"), or null while nothing is chosen. */
  about: string | null
  /** The box's label while nothing is chosen ("Comment on a selection"). */
  idleLabel: string
  /** Said while nothing is chosen: how to choose. */
  hint: string
  /** Adds the comment, or answers why it cannot be added. */
  onAdd: (text: string) => string | undefined
  /** The comment as typed so far: the evaluation's own, so that leaving or saving never drops it. */
  text: string
  onText: (text: string) => void
  /** Why the evaluation waits for this comment (it was saved while the comment was typed), or null. */
  waiting: string | null
  inputRef?: RefObject<HTMLInputElement | null>
}

/** One line to write a comment on the chosen words or moment; Enter adds it. */
export function AddAnchoredComment({ about, idleLabel, hint, onAdd, text, onText, waiting, inputRef }: Props) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const setText = (value: string) => {
    setProblem(null)
    onText(value)
  }
  const add = () => {
    if (about === null) return setProblem(hint)
    if (text.trim() === '') return setProblem('Write the comment first.')
    const refused = onAdd(text.trim())
    setProblem(refused ?? null)
    if (!refused) onText('')
  }
  const shown = problem ?? waiting
  // Told to wait from the form (Save, Ctrl+Enter), the evaluator must see why, even where the work scrolls on its own.
  const told = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (waiting) told.current?.scrollIntoView({ block: 'nearest' })
  }, [waiting])
  return (
    <div className="staff-anchor-add">
      <label htmlFor={`${id}-text`}>{about === null ? idleLabel : <>Comment on {about}</>}</label>
      <p id={`${id}-hint`} className="field-hint">
        {about === null ? hint : 'Enter adds the comment.'}
      </p>
      <div className="staff-anchor-row">
        <input
          id={`${id}-text`}
          ref={inputRef}
          type="text"
          className="staff-anchor-input"
          value={text}
          maxLength={ANCHORED_COMMENT_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return
            event.preventDefault()
            add()
          }}
        />
        <button type="button" className="button" onClick={add}>
          Add comment
        </button>
      </div>
      {shown && (
        <p ref={told} className="form-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}
