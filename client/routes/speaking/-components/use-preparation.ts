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
 * The preparation time of one role-play, from the moment its card appears; none when the part
 * has a response already made (kept in the browser from before a reload, which may be read back
 * a moment after the card appears). Computed from its end time at each tick (never counted
 * down), so a throttled background tab still shows the truth.
 */
export function usePreparation(api: ApiFetch, answered = false): Preparation {
  const [endsAt, setEndsAt] = useState<number | null>(() => (answered ? null : serverNow() + PREPARATION_SECONDS * 1000))
  const secondsLeft = useSecondsLeft(endsAt, api) ?? 0
  const preparing = endsAt !== null && secondsLeft > 0
  // Recording and upload wait during the preparation, so a response appearing now was restored.
  if (preparing && answered) setEndsAt(null)
  return {
    preparing,
    expired: endsAt !== null && secondsLeft === 0,
    secondsLeft,
    skip: () => setEndsAt(null),
  }
}
