import type { ReactNode } from 'react'
import { TextSizeControl } from '#client/components/exam/TextSizeControl.tsx'
import { SCREEN_TITLE } from '#client/exam/reading/texts.ts'

interface ExamBarProps {
  testHeading: string
  partLabel: string
  modeLabel: string
  clock: ReactNode
  /** The question navigator's button. */
  navigator: ReactNode
}

/** The bar that stays at the top during the test: the screen's title, where the student is, the text size, the questions and the clock. */
export function ExamBar({ testHeading, partLabel, modeLabel, clock, navigator }: ExamBarProps) {
  return (
    <div className="reading-bar">
      <div className="reading-bar-titles">
        <h1 className="reading-bar-title">{SCREEN_TITLE}</h1>
        <p className="reading-bar-where">
          <span className="reading-bar-test">{testHeading}</span>
          <span className="reading-bar-part">
            {partLabel} · {modeLabel}
          </span>
        </p>
      </div>
      <div className="reading-bar-tools">
        <TextSizeControl />
        {navigator}
      </div>
      <div className="reading-bar-clock">{clock}</div>
    </div>
  )
}
