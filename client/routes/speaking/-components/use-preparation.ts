import { useState } from 'react'
import type { ApiFetch } from '#client/lib/api.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'
import { serverNow } from '#client/lib/exam/server-clock.ts'
import { PREPARATION_SECONDS } from './texts.ts'

export interface Preparation {
  /** The card is being read: recording and upload wait. */
  preparing: boolean
  /** Ran to zero by itself (not skipped): the screen says recording is open. */
  expired: boolean
  secondsLeft: number
  skip(): void
}

/**
 * The preparation time of one role-play, from the moment its card appears. Computed from its end
 * time at each tick (never counted down), so a throttled background tab still shows the truth.
 */
export function usePreparation(api: ApiFetch): Preparation {
  const [endsAt, setEndsAt] = useState<number | null>(() => serverNow() + PREPARATION_SECONDS * 1000)
  const secondsLeft = useSecondsLeft(endsAt, api) ?? 0
  return {
    preparing: endsAt !== null && secondsLeft > 0,
    expired: endsAt !== null && secondsLeft === 0,
    secondsLeft,
    skip: () => setEndsAt(null),
  }
}
