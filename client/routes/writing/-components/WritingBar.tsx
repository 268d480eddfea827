import type { ApiFetch } from '#client/lib/api.ts'
import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { formatMinutesSeconds } from '#client/components/exam/countdown.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'

interface WritingBarProps {
  api: ApiFetch
  /** When the reading time ends (server ms), and whether it still runs. */
  unlockAt: number | null
  readingTime: boolean
  /** The test's deadline (server ms) and its whole length. */
  deadline: number
  totalSeconds: number
  timeUp: boolean
  /** The server has the letter: its clock no longer runs. */
  sent: boolean
  onSubmit(): void
  submitDisabled: boolean
}

/** The writing test's bar: its name and where it is (reading time, writing time, over), its clock, and Submit Test. */
export function WritingBar({ api, unlockAt, readingTime, deadline, totalSeconds, timeUp, sent, onSubmit, submitDisabled }: WritingBarProps) {
  return (
    <div className="writing-bar">
      <p className="writing-bar-name">
        <span className="writing-bar-kind">Writing test</span>
        {timeUp ? (
          <span className="writing-bar-status">Time is up</span>
        ) : readingTime && unlockAt !== null ? (
          <ReadingTimeLeft unlockAt={unlockAt} api={api} />
        ) : (
          <span className="writing-bar-status">Writing time</span>
        )}
      </p>
      <div className="writing-bar-end">
        {sent ? <p className="writing-clock-stopped">{WRITING_TEXTS.submitted}</p> : <WritingClock deadline={deadline} totalSeconds={totalSeconds} api={api} />}
        <button type="button" className="button" onClick={onSubmit} disabled={submitDisabled}>
          {WRITING_TEXTS.submitTest}
        </button>
      </div>
    </div>
  )
}

/** Its own component, so only it re-renders each second. */
function ReadingTimeLeft({ unlockAt, api }: { unlockAt: number; api: ApiFetch }) {
  const secondsLeft = useSecondsLeft(unlockAt, api) ?? 0
  return (
    <span className="writing-bar-status">
      Reading time: <span className="writing-lock-time">{formatMinutesSeconds(secondsLeft)}</span> left
    </span>
  )
}

/** The countdown circle over the whole test, from the server's start; only it re-renders each second. */
function WritingClock({ deadline, totalSeconds, api }: { deadline: number; totalSeconds: number; api: ApiFetch }) {
  const secondsLeft = useSecondsLeft(deadline, api) ?? 0
  return <CountdownCircle secondsLeft={secondsLeft} totalSeconds={totalSeconds} label="Time left" size={64} />
}
