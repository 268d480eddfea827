import type { ApiFetch } from '#client/lib/api.ts'
import { formatMinutesSeconds } from '#client/components/exam/countdown.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'

interface PhaseStatusProps {
  unlockAt: number
  unlocked: boolean
  timeUp: boolean
  api: ApiFetch
}

/** Where the test is, under its name in the bar: reading time (with what is left of it), writing time, or over. */
export function PhaseStatus({ unlockAt, unlocked, timeUp, api }: PhaseStatusProps) {
  if (timeUp) return <span className="writing-bar-status">Time is up</span>
  if (unlocked) return <span className="writing-bar-status">Writing time</span>
  return <ReadingTimeLeft unlockAt={unlockAt} api={api} />
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
