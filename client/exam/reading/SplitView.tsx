import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useNarrow } from '#client/lib/use-narrow.ts'
import { QUESTIONS_WANTED } from '#client/components/exam/question-focus.ts'

type Side = 'texts' | 'questions'
const SIDES: readonly Side[] = ['texts', 'questions']

interface SplitViewProps {
  textsLabel: string
  questionsLabel: string
  texts: ReactNode
  questions: ReactNode
}

/**
 * Texts on the left, questions on the right, each scrolling on its own. On a phone there is no
 * room for both, so they become two tabs under a bar that stays in view: one tap switches, and
 * each tab keeps its place. Both sides stay mounted either way, so highlights and typing survive
 * a switch (or a rotated phone).
 */
export function SplitView({ textsLabel, questionsLabel, texts, questions }: SplitViewProps) {
  const narrow = useNarrow()
  const id = useId()
  const [active, setActive] = useState<Side>('texts')
  const scrollOf = useRef<Record<Side, number | null>>({ texts: null, questions: null })
  const rootRef = useRef<HTMLDivElement>(null)
  const tabRefs = useRef<Record<Side, HTMLButtonElement | null>>({ texts: null, questions: null })
  const labels: Record<Side, string> = { texts: textsLabel, questions: questionsLabel }

  // The question navigator takes the student to a question: its tab comes forward.
  useEffect(() => {
    const showQuestions = () => setActive('questions')
    window.addEventListener(QUESTIONS_WANTED, showQuestions)
    return () => window.removeEventListener(QUESTIONS_WANTED, showQuestions)
  }, [])

  const show = (side: Side, focus = false) => {
    if (side === active) return
    scrollOf.current[active] = window.scrollY
    setActive(side)
    if (focus) tabRefs.current[side]?.focus()
    // Back to where this side was read last, or to its top the first time.
    requestAnimationFrame(() => {
      const saved = scrollOf.current[side]
      if (saved !== null) window.scrollTo({ top: saved })
      // The CSS scroll margin keeps the top clear of the bars that stick there.
      else if (rootRef.current && rootRef.current.getBoundingClientRect().top < 0) rootRef.current.scrollIntoView({ block: 'start' })
    })
  }

  const onTabKey = (event: KeyboardEvent) => {
    const keys: Record<string, Side> = { ArrowLeft: 'texts', ArrowRight: 'questions', Home: 'texts', End: 'questions' }
    const side = keys[event.key]
    if (!side) return
    event.preventDefault()
    show(side, true)
  }

  // Focusable either way: side by side each column scrolls on its own, and the keyboard must scroll it too.
  const panel = (side: Side) =>
    narrow
      ? { role: 'tabpanel', id: `${id}-${side}`, 'aria-labelledby': `${id}-${side}-tab`, hidden: active !== side, tabIndex: 0 }
      : { 'aria-label': labels[side], tabIndex: 0 }

  return (
    <div ref={rootRef} className="reading-split">
      {narrow && (
        <div className="reading-tabs" role="tablist" aria-label="Texts and questions" onKeyDown={onTabKey}>
          {SIDES.map((side) => (
            <button
              key={side}
              ref={(element) => {
                tabRefs.current[side] = element
              }}
              type="button"
              role="tab"
              id={`${id}-${side}-tab`}
              aria-selected={active === side}
              aria-controls={`${id}-${side}`}
              tabIndex={active === side ? 0 : -1}
              className="reading-tab"
              onClick={() => show(side)}
            >
              {labels[side]}
            </button>
          ))}
        </div>
      )}
      <section className="reading-split-texts" {...panel('texts')}>
        {texts}
      </section>
      <section className="reading-split-questions" {...panel('questions')}>
        {questions}
      </section>
    </div>
  )
}

