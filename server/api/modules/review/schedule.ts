import { createEmptyCard, fsrs, Rating, TypeConvert, type Card } from 'ts-fsrs'

/** Right answers on this many separate days in a row retire a card: the student knows it now. */
export const RETIRE_AFTER_DAYS = 3

// Whole days between reviews: a deck for breaks on a shift, not minute-by-minute drilling.
const scheduler = fsrs({ enable_short_term: false })

export type Schedule = Record<string, unknown>

/** A new card's schedule: due at once. */
export function firstSchedule(now: Date): { schedule: Schedule; dueAt: Date } {
  const card = createEmptyCard(now)
  return { schedule: stored(card), dueAt: card.due }
}

/** The stored card as JSON (its dates as ISO strings). */
const stored = (card: Card): Schedule => JSON.parse(JSON.stringify(card)) as Schedule

export interface Review {
  schedule: Schedule
  dueAt: Date
  rightOn: string[]
  retired: boolean
}

/**
 * A card answered: FSRS reschedules it (right is "Good", wrong "Again"), and the days it was right
 * in a row are counted; a wrong answer starts the count again.
 */
export function reviewed(current: { schedule: Schedule; rightOn: readonly string[] }, correct: boolean, now: Date): Review {
  const { card } = scheduler.next(TypeConvert.card(current.schedule as unknown as Card), now, correct ? Rating.Good : Rating.Again)
  const today = now.toISOString().slice(0, 10)
  const rightOn = correct ? [...new Set([...current.rightOn, today])] : []
  return { schedule: stored(card), dueAt: card.due, rightOn, retired: rightOn.length >= RETIRE_AFTER_DAYS }
}
