import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useNarrow } from '#client/lib/use-narrow.ts'

export type Panel = 'notes' | 'answer'
const PANELS: readonly Panel[] = ['notes', 'answer']
const LABELS: Record<Panel, string> = { notes: 'Case notes', answer: 'Your answer' }

/**
 * The case notes on the left, the task and answer on the right, each scrolling on its own. On a
 * phone there is no room for both: they become two tabs under the bar, so the answer is one tap
 * away instead of below pages of notes. Both stay mounted, so highlights and typing survive a
 * switch (or a rotated phone), and each tab keeps its place.
 */
export function WritingPanels({ notes, answer }: { notes: ReactNode; answer: ReactNode }) {
  const narrow = useNarrow()
  const id = useId()
  const [active, setActive] = useState<Panel>('notes')
  const scrollOf = useRef<Record<Panel, number | null>>({ notes: null, answer: null })
  const rootRef = useRef<HTMLDivElement>(null)
  const tabRefs = useRef<Record<Panel, HTMLButtonElement | null>>({ notes: null, answer: null })

  const show = (panel: Panel, focus = false) => {
    if (panel === active) return
    scrollOf.current[active] = window.scrollY
    setActive(panel)
    if (focus) tabRefs.current[panel]?.focus()
    requestAnimationFrame(() => {
      const saved = scrollOf.current[panel]
      if (saved !== null) window.scrollTo({ top: saved })
      else if (rootRef.current && rootRef.current.getBoundingClientRect().top < 0) rootRef.current.scrollIntoView({ block: 'start' })
    })
  }

  const onTabKey = (event: KeyboardEvent) => {
    const keys: Record<string, Panel> = { ArrowLeft: 'notes', ArrowRight: 'answer', Home: 'notes', End: 'answer' }
    const panel = keys[event.key]
    if (!panel) return
    event.preventDefault()
    show(panel, true)
  }

  const attributes = (panel: Panel) =>
    narrow
      ? { role: 'tabpanel', id: `${id}-${panel}`, 'aria-labelledby': `${id}-${panel}-tab`, hidden: active !== panel, tabIndex: 0 }
      : // Side by side each column scrolls on its own, and the keyboard must be able to scroll it too.
        { 'aria-label': LABELS[panel], tabIndex: 0 }

  return (
    <div ref={rootRef} className="writing-layout">
      {narrow && (
        <div className="writing-tabs" role="tablist" aria-label="Case notes and answer" onKeyDown={onTabKey}>
          {PANELS.map((panel) => (
            <button
              key={panel}
              ref={(element) => {
                tabRefs.current[panel] = element
              }}
              type="button"
              role="tab"
              id={`${id}-${panel}-tab`}
              aria-selected={active === panel}
              aria-controls={`${id}-${panel}`}
              tabIndex={active === panel ? 0 : -1}
              className="writing-tab"
              onClick={() => show(panel)}
            >
              {LABELS[panel]}
            </button>
          ))}
        </div>
      )}
      <section className="writing-notes card" {...attributes('notes')}>
        {notes}
      </section>
      <section className="writing-answer" {...attributes('answer')}>
        {answer}
      </section>
    </div>
  )
}
