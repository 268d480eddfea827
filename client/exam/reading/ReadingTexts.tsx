import { memo, useId } from 'react'
import type { ReadingText } from '#shared/reading/schema.ts'
import { Highlightable } from '#client/components/exam/Highlightable.tsx'
import { ReadingTextView } from '#client/components/exam/ReadingTextView.tsx'
import { shortTextLabel } from './part-content.ts'

interface HighlightableTextProps {
  text: ReadingText
  /** The text's key in the test (partB:2), under which its highlights are kept for the attempt. */
  textKey: string
  className?: string
}

/**
 * One text with highlighting. Memoised: answers change at every keystroke, the texts never, and a
 * re-render must not disturb the highlights the student has made (they live in the DOM, not in React).
 */
export const HighlightableText = memo(function HighlightableText({ text, textKey, className }: HighlightableTextProps) {
  return (
    <Highlightable className={className} persistKey={textKey}>
      <ReadingTextView text={text} />
    </Highlightable>
  )
})

/** A part's texts, each highlightable, with buttons to jump to each one when there are several. Memoised likewise. */
export const ReadingTexts = memo(function ReadingTexts({ texts, part }: { texts: readonly ReadingText[]; part: string }) {
  const id = useId()
  const anchor = (index: number) => `${id}-text-${index}`
  const jump = (index: number) => {
    const target = document.getElementById(anchor(index))
    if (!target) return
    target.focus({ preventScroll: true })
    // Side by side, the texts scroll in their own column (its offsetParent); stacked, the page scrolls.
    const column = target.offsetParent
    if (column instanceof HTMLElement && column.scrollHeight > column.clientHeight) column.scrollTo({ top: target.offsetTop - 16 })
    else target.scrollIntoView({ block: 'start' })
  }
  return (
    <div className="reading-texts">
      {texts.length > 1 && (
        <nav className="reading-jump" aria-label="Go to a text">
          {texts.map((text, index) => (
            <button key={index} type="button" className="reading-jump-button" onClick={() => jump(index)}>
              {shortTextLabel(text.title, index)}
            </button>
          ))}
        </nav>
      )}
      {texts.map((text, index) => (
        <div key={index} id={anchor(index)} className="reading-text-anchor" tabIndex={-1}>
          <HighlightableText text={text} textKey={`${part}:${index}`} />
        </div>
      ))}
    </div>
  )
})
