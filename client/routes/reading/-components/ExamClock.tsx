import type { ApiFetch } from '#client/lib/api.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'
import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { NO_TIME_LIMIT } from '#client/components/exam/CountdownText.tsx'
import type { ShownClock } from './reading-clock.ts'

/**
 * The circular mm:ss countdown of the clock that applies now. Its own component, so the
 * once-a-second tick re-renders the ring and nothing else on the screen.
 */
export function ExamClock({ clock, api }: { clock: ShownClock | null; api: ApiFetch }) {
  const secondsLeft = useSecondsLeft(clock?.endsAt ?? null, api)
  if (!clock || secondsLeft === null) return <p className="reading-no-limit">{NO_TIME_LIMIT}</p>
  return <CountdownCircle secondsLeft={secondsLeft} totalSeconds={clock.totalSeconds} label={clock.label} size={72} />
}
