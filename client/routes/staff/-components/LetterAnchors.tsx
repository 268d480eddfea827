import { useId, useState } from 'react'
import { inOrder, quotedText, textRangeProblem, type AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { letterSegments } from '#shared/evaluation/letter-segments.ts'
import { AddAnchoredComment } from './AddAnchoredComment.tsx'
import { AnchoredCommentList } from './AnchoredCommentList.tsx'
import { letterOffset } from './anchor-offsets.ts'
import type { UnaddedComment } from './anchoring.ts'

interface Props {
  letter: string
  comments: readonly AnchoredComment[]
  onComments: (comments: AnchoredComment[]) => void
  editable: boolean
  unadded: UnaddedComment
}

/** Every edit of the letter's box is refused before it happens (typing, pasting, cutting, dropping). */
function refuseEdits(box: HTMLTextAreaElement | null) {
  if (!box) return
  const refuse = (event: Event) => event.preventDefault()
  box.addEventListener('beforeinput', refuse)
  return () => box.removeEventListener('beforeinput', refuse)
}

/**
 * The letter, with the phrases already commented on highlighted, in a text box nobody can edit:
 * words are chosen with the mouse or with Shift and the arrow keys (a text box keeps its selection
 * when the focus moves on), then commented on below it. Not `readOnly`: Chromium moves no caret in
 * a read-only box, so the keyboard could not select; edits are refused instead, and the box says
 * it is read-only (aria-readonly) and asks a phone for no keyboard (inputMode none).
 */
export function LetterAnchors({ letter, comments, onComments, editable, unadded }: Props) {
  const hintId = useId()
  const [chosen, setChosen] = useState<{ start: number; end: number } | null>(null)
  const onText = comments.filter((c) => c.kind === 'text')
  const choose = (box: HTMLTextAreaElement) => {
    const start = letterOffset(letter, box.selectionStart)
    const end = letterOffset(letter, box.selectionEnd)
    setChosen(start < end ? { start, end } : null)
  }
  const add = (comment: string) => {
    if (!chosen) return 'Select words in the letter first.'
    const problem = textRangeProblem(letter, chosen.start, chosen.end, comments)
    if (problem) return `The selection ${problem}`
    onComments(inOrder([...comments, { kind: 'text', ...chosen, comment }]))
    setChosen(null)
    return undefined
  }
  return (
    <div className="staff-anchors">
      <div className="staff-anchor-letter">
        {/* The highlights, drawn behind the text box's own text in the same place. */}
        <div className="staff-anchor-backdrop" aria-hidden="true">
          {letterSegments(letter, onText).map((segment, index) =>
            segment.number === null ? segment.text : <mark key={index}>{segment.text}</mark>,
          )}
          {'\u200b'}
        </div>
        <textarea
          ref={refuseEdits}
          className="staff-letter staff-anchor-text"
          aria-readonly="true"
          inputMode="none"
          spellCheck={false}
          value={letter}
          // An edit that got past refuseEdits is undone: the box always shows the letter.
          onChange={() => undefined}
          aria-label="The letter"
          aria-describedby={hintId}
          onSelect={(event) => choose(event.currentTarget)}
        />
      </div>
      <p id={hintId} className="field-hint">
        {editable ? 'Select words with the mouse, or with Shift and the arrow keys, to comment on them.' : 'Highlighted words have a comment.'}
      </p>
      {editable && (
        <AddAnchoredComment
          about={chosen ? `“${quotedText(letter, { kind: 'text', ...chosen, comment: '' })}”` : null}
          idleLabel="Comment on a selection"
          hint="Select words in the letter first."
          onAdd={add}
          text={unadded.text}
          onText={unadded.onText}
          waiting={unadded.waiting}
          inputRef={unadded.inputRef}
        />
      )}
      <AnchoredCommentList comments={onText} letter={letter} editable={editable} onRemove={(gone) => onComments(comments.filter((c) => c !== gone))} />
    </div>
  )
}
