import type { ApiFetch } from '#client/lib/api.ts'
import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'

/** The countdown circle over the whole test, from the server's start; only it re-renders each second. */
export function WritingClock({ deadline, totalSeconds, api }: { deadline: number; totalSeconds: number; api: ApiFetch }) {
  const secondsLeft = useSecondsLeft(deadline, api) ?? 0
  return <CountdownCircle secondsLeft={secondsLeft} totalSeconds={totalSeconds} label="Time left" size={64} />
}
