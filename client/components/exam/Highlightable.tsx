import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useExamAids, type ExamAids } from '#client/components/exam/exam-aids.tsx'
import {
  highlightAt,
  highlightedSpans,
  highlightRange,
  isHighlighted,
  removeHighlight,
  removeHighlightsIn,
  restoreHighlights,
} from '#client/components/exam/highlight-dom.ts'

export const HIGHLIGHT_SHORTCUT = 'Alt+Shift+H'

export interface HighlightableProps {
  /**
   * The text to highlight in. It must not change while mounted: highlights split its text nodes,
   * which React does not know about. Give the Highlightable a `key` that changes with the text
   * (e.g. the text's index) so a new text starts fresh.
   */
  children: ReactNode
  className?: string | undefined
  /**
   * The text's key within the attempt (e.g. partB:2): on an exam screen its highlights are kept
   * under it and come back after a reload. Without one (or outside an exam screen) they are not kept.
   */
  persistKey?: string | undefined
}

interface Popup {
  top: number
  left: number
  /** What the button does: a selection all highlighted already offers to remove it. */
  action: 'highlight' | 'remove'
}

/**
 * Highlight-on-select, a reading aid, kept per attempt on this device when given a `persistKey`.
 * Selecting text shows a "Highlight" button just below the selection; pressing it wraps the
 * selection in <mark>, text node by text node, so a selection over several paragraphs works.
 * Clicking a highlight removes it. From the keyboard, Alt+Shift+H does the same as the button for
 * the current selection, and the button follows the text in tab order.
 */
export function Highlightable({ children, className, persistKey }: HighlightableProps) {
  const aids = useExamAids()
  // The key and store as mounted: the text, and so its highlights, never change while mounted.
  const keep = useRef(aids && persistKey ? { aids, key: persistKey } : null)
  const contentRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  /** The last selection inside the text: tapping the button may clear the live one first. */
  const rangeRef = useRef<Range | null>(null)
  const [popup, setPopup] = useState<Popup | null>(null)
  const [status, setStatus] = useState('')

  // The kept highlights come back once the text is on screen (after hydration: the server has no storage).
  useEffect(() => {
    const content = contentRef.current
    if (content && keep.current) restoreHighlights(content, keep.current.aids.highlightsOf(keep.current.key))
  }, [])

  useEffect(() => {
    const content = contentRef.current
    const root = rootRef.current
    if (!content || !root) return

    const selectedRange = (): Range | null => {
      const selection = document.getSelection()
      if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null
      const range = selection.getRangeAt(0)
      return content.contains(range.commonAncestorContainer) ? range : null
    }

    const onSelectionChange = () => {
      const range = selectedRange()
      if (!range) {
        // Moving focus to the button can collapse the selection; the button then stays.
        if (document.activeElement !== buttonRef.current) {
          rangeRef.current = null
          setPopup(null)
        }
        return
      }
      const rect = range.getBoundingClientRect()
      const box = root.getBoundingClientRect()
      rangeRef.current = range.cloneRange()
      setPopup({
        // Below the selection, clear of the selection handles a phone draws there.
        top: rect.bottom - box.top + 14,
        // Centred under the selection, kept inside the text's box (the button is ~7rem wide).
        left: Math.min(Math.max(rect.left + rect.width / 2 - box.left, 56), Math.max(box.width - 56, 56)),
        action: isHighlighted(range, content) ? 'remove' : 'highlight',
      })
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.altKey && event.shiftKey && event.code === 'KeyH')) return
      const range = selectedRange()
      if (!range) return
      event.preventDefault()
      setStatus(toggleHighlight(range, content))
      keepHighlights(keep.current, content)
      document.getSelection()?.removeAllRanges()
    }

    document.addEventListener('selectionchange', onSelectionChange)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('selectionchange', onSelectionChange)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  const apply = () => {
    const content = contentRef.current
    const range = rangeRef.current
    if (!content || !range) return
    setStatus(toggleHighlight(range, content))
    keepHighlights(keep.current, content)
    rangeRef.current = null
    // Clearing the selection hides the button (selectionchange), and focus goes back to the page.
    document.getSelection()?.removeAllRanges()
    setPopup(null)
  }

  const onContentClick = (event: MouseEvent) => {
    const content = contentRef.current
    const mark = content && highlightAt(event.target, content)
    // A click that ends a drag selection is a selection, not a request to remove.
    if (!mark || !document.getSelection()?.isCollapsed) return
    removeHighlight(mark)
    keepHighlights(keep.current, content)
    setStatus('Highlight removed')
  }

  return (
    <div ref={rootRef} className={`exam-highlightable${className ? ` ${className}` : ''}`}>
      <p className="exam-sr-only">
        To highlight, select text, then press the Highlight button or {HIGHLIGHT_SHORTCUT}. Selecting highlighted text
        offers Remove highlight.
      </p>
      {/* Clicking a highlight removes it: a quick way for mouse and touch; the keyboard's way is the button. */}
      <div ref={contentRef} className="exam-highlightable-content" onClick={onContentClick}>
        {children}
      </div>
      {popup && (
        <button
          ref={buttonRef}
          type="button"
          className="button exam-highlight-button"
          style={{ top: popup.top, left: popup.left }}
          aria-keyshortcuts={HIGHLIGHT_SHORTCUT}
          // Keep the selection when the button is pressed with a mouse or a finger.
          onMouseDown={(event) => event.preventDefault()}
          onClick={apply}
          onBlur={() => {
            if (!document.getSelection()?.isCollapsed) return
            rangeRef.current = null
            setPopup(null)
          }}
        >
          {popup.action === 'remove' ? 'Remove highlight' : 'Highlight'}
        </button>
      )}
      <div className="exam-sr-only" aria-live="polite">
        {status}
      </div>
    </div>
  )
}

/** Highlights the range, or takes its highlights out if it is all highlighted; says which for the live region. */
function toggleHighlight(range: Range, content: HTMLElement): string {
  if (isHighlighted(range, content)) {
    removeHighlightsIn(range, content)
    return 'Highlight removed'
  }
  return highlightRange(range, content).length > 0 ? 'Text highlighted' : ''
}

/** After every change: the text's highlights as they now are, or none, replace what was kept. */
function keepHighlights(keep: { aids: ExamAids; key: string } | null, content: HTMLElement): void {
  keep?.aids.keepHighlights(keep.key, highlightedSpans(content))
}
