import type { ReactNode } from 'react'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import { CountdownText } from './CountdownText.tsx'
import { SaveStatus } from './SaveStatus.tsx'
import { TextSizeControl } from './TextSizeControl.tsx'
import { KEPT_CLASS, useScrollAwayBar } from './use-scroll-away-bar.ts'

interface ExamHeaderProps {
  /** Beside "lt-header exam-bar": the screen's own class for its header. */
  className?: string
  title: string
  /** "Part A · Extract 1 of 2", "Reading · Part B · Text 2 of 3" */
  where: string
  /** Shown before the text size (listening's progress). */
  aids?: ReactNode
  secondsLeft: number | null
  clockLabel: string
  saveState: SaveState
  /** The moves (the question navigator, Previous, Next...), in view with the clock. */
  actions?: ReactNode
}

/**
 * The sticky header of the listening test and the mock: the test and where the student is, the aids
 * and the text size, then the clock, what the autosave is doing and the moves. On a phone the first
 * rows scroll away and the clock, the save state and the moves stay in view (useScrollAwayBar).
 */
export function ExamHeader({ className, title, where, aids, secondsLeft, clockLabel, saveState, actions }: ExamHeaderProps) {
  const scrollAway = useScrollAwayBar()
  return (
    <header className={className ? `lt-header exam-bar ${className}` : 'lt-header exam-bar'} ref={scrollAway}>
      <div className="lt-header-where">
        <h1 className="lt-title">{title}</h1>
        <p className="lt-where">{where}</p>
      </div>
      <div className="lt-header-aids">
        {aids}
        <TextSizeControl />
      </div>
      <div className={`lt-header-status ${KEPT_CLASS}`}>
        <CountdownText secondsLeft={secondsLeft} label={clockLabel} />
        <SaveStatus saveState={saveState} />
      </div>
      {actions && <div className={`lt-header-actions ${KEPT_CLASS}`}>{actions}</div>}
    </header>
  )
}
