import { useEffect, useState } from 'react'
import type { ApiFetch } from '#client/lib/api.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'
import { serverNow } from '#client/lib/exam/server-clock.ts'
import { preparationKey, preparationSkippedKey } from '#shared/attempts/attempts.ts'
import { PREPARATION_SECONDS } from './texts.ts'

export interface Preparation {
  /** The card is being read: recording and upload wait. */
  preparing: boolean
  /** Ran to zero by itself (not skipped): the screen says recording is open. */
  expired: boolean
  /** The countdown is known (the server's clocks read, or none to read). */
  shown: boolean
  secondsLeft: number
  skip(): void
}

/** Part clocks kept on the server (an attempt's, decisions 0047 and 0084): their starts, and a way to start one. */
export interface PreparationClock {
  /** When each clock began (server-clock ms), or null until the server has answered. */
  starts: Readonly<Record<string, number>> | null
  /** Starts a clock now, on the server; its first start is kept. */
  mark(key: string): void
  /** How long each preparation lasts: the OET's three minutes, with the student's extra time. */
  preparationSeconds?: number
}

/**
 * The preparation time of one role-play, from the moment its card first appears; none when the
 * part has a response already made (kept in the browser from before a reload, which may be read
 * back a moment after the card appears). With a server clock, the start and a skip are kept on
 * the server, so a reload or a second device shows the same time left; without one, it runs
 * from the card's appearing on this page. Computed from its end time at each tick (never counted
 * down), so a throttled background tab still shows the truth.
 */
export function usePreparation(api: ApiFetch, part: number, answered = false, clock?: PreparationClock): Preparation {
  const seconds = clock?.preparationSeconds ?? PREPARATION_SECONDS
  const [localEnd, setLocalEnd] = useState<number | null>(() => (answered ? null : serverNow() + seconds * 1000))
  const starts = clock?.starts
  const began = starts?.[preparationKey(part)]
  const skipped = starts?.[preparationSkippedKey(part)] !== undefined
  const waiting = clock !== undefined && starts === null
  const unmarked = clock !== undefined && starts != null && began === undefined && localEnd !== null
  useEffect(() => {
    if (unmarked) clock.mark(preparationKey(part))
  }, [unmarked, clock, part])
  const endsAt = localEnd === null || skipped ? null : began !== undefined ? began + seconds * 1000 : localEnd
  const secondsLeft = useSecondsLeft(endsAt, api) ?? 0
  // Until the server's clocks are read, the card is read: nothing can be recorded yet.
  const preparing = endsAt !== null && (waiting || secondsLeft > 0)
  // Recording and upload wait during the preparation, so a response appearing now was restored.
  if (endsAt !== null && answered) setLocalEnd(null)
  return {
    preparing,
    expired: endsAt !== null && !waiting && secondsLeft === 0,
    shown: !waiting,
    secondsLeft,
    skip: () => {
      setLocalEnd(null)
      clock?.mark(preparationSkippedKey(part))
    },
  }
}
