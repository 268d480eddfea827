import { useEffect } from 'react'
import { CountdownText } from '#client/components/exam/CountdownText.tsx'
import { LISTENING_TEXTS } from './texts.ts'

interface StepReadingBarProps {
  secondsLeft: number
  /** The reading time is over or skipped: the recording starts. */
  onStart(): void
}

/**
 * The reading time before a later extract's recording (30 s in Part A, 15 s before each Part B
 * question, 90 s in Part C), shown above its questions rather than in a dialog: reading them is
 * what the time is for. At zero the recording starts by itself; the student may start it sooner.
 */
export function StepReadingBar({ secondsLeft, onStart }: StepReadingBarProps) {
  const over = secondsLeft <= 0
  useEffect(() => {
    if (over) onStart()
  }, [over, onStart])
  return (
    <div className="lt-step-reading" role="region" aria-label={LISTENING_TEXTS.stepReadingLabel}>
      <CountdownText secondsLeft={secondsLeft} label={LISTENING_TEXTS.stepReadingLabel} />
      <p className="lt-step-reading-text">{LISTENING_TEXTS.stepReadingHint}</p>
      <button type="button" className="button button-quiet" onClick={onStart}>
        {LISTENING_TEXTS.startRecordingNow}
      </button>
    </div>
  )
}
