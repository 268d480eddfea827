import { CountdownText } from '#client/components/exam/CountdownText.tsx'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import { SaveStatus } from '#client/components/exam/SaveStatus.tsx'
import { TextSizeControl } from '#client/components/exam/TextSizeControl.tsx'

interface MockHeaderProps {
  title: string
  /** "Reading · Part B · Text 2 of 3" */
  where: string
  secondsLeft: number | null
  clockLabel: string
  saveState: SaveState
}

/** The mock's header: the test, where the student is, the clock that applies, what the autosave is doing, and the text size. */
export function MockHeader({ title, where, secondsLeft, clockLabel, saveState }: MockHeaderProps) {
  return (
    <header className="lt-header mock-header">
      <div className="lt-header-where">
        <h1 className="lt-title">{title}</h1>
        <p className="lt-where">{where}</p>
      </div>
      <div className="lt-header-status">
        <CountdownText secondsLeft={secondsLeft} label={clockLabel} />
        <SaveStatus saveState={saveState} />
        <TextSizeControl />
      </div>
    </header>
  )
}
