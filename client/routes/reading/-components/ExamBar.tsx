import type { ReactNode } from 'react'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import { SaveStatus } from '#client/components/exam/SaveStatus.tsx'
import { TextSizeControl } from '#client/components/exam/TextSizeControl.tsx'
import { KEPT_CLASS, useScrollAwayBar } from '#client/components/exam/use-scroll-away-bar.ts'
import { SCREEN_TITLE } from '#client/exam/reading/texts.ts'

interface ExamBarProps {
  testHeading: string
  partLabel: string
  modeLabel: string
  clock: ReactNode
  /** The question navigator's button. */
  navigator: ReactNode
  saveState: SaveState
}

/**
 * The bar that stays at the top during the test: the screen's title, where the student is, the text
 * size, the questions, what the autosave is doing and the clock. On a phone the titles and the text
 * size scroll away; the questions, the save state and the clock stay (useScrollAwayBar).
 */
export function ExamBar({ testHeading, partLabel, modeLabel, clock, navigator, saveState }: ExamBarProps) {
  const scrollAway = useScrollAwayBar()
  return (
    <div className="reading-bar exam-bar" ref={scrollAway}>
      <div className="reading-bar-titles">
        <h1 className="reading-bar-title">{SCREEN_TITLE}</h1>
        <p className="reading-bar-where">
          <span className="reading-bar-test">{testHeading}</span>
          <span className="reading-bar-part">
            {partLabel} · {modeLabel}
          </span>
        </p>
      </div>
      <div className="reading-bar-size">
        <TextSizeControl />
      </div>
      <div className={`reading-bar-tools ${KEPT_CLASS}`}>
        {navigator}
        <SaveStatus saveState={saveState} />
      </div>
      <div className={`reading-bar-clock ${KEPT_CLASS}`}>{clock}</div>
    </div>
  )
}
