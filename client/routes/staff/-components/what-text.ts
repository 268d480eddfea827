import { WRITING_TOTAL_SECONDS } from '#shared/timing/durations.ts'
import { numberedText } from '#shared/evaluation/speaking-sitting.ts'
import type { QueueItem } from './staff-types.ts'

/** Whether a letter was written under the test's clock (decision 0045); nothing when not recorded. */
const TIMING: Record<'true' | 'false', string> = { true: `Timed: ${WRITING_TOTAL_SECONDS / 60} min`, false: 'Untimed' }

/**
 * "Typed letter", "Handwritten (photos)", "Role-plays 1 and 2" (a speaking sitting's), then " · Timed: 45 min" or " · Untimed"
 * for a letter, and " · Mock test" when it came from a mock.
 */
export function whatText(item: Pick<QueueItem, 'mode' | 'mainCardNumber' | 'rolePlays' | 'source' | 'timed'>): string {
  const what = item.mode === 'computer' ? 'Typed letter' : item.mode === 'paper' ? 'Handwritten (photos)' : rolePlaysWhat(item)
  const timing = item.timed === null ? what : `${what} · ${TIMING[`${item.timed}`]}`
  return item.source === 'mock' ? `${timing} · Mock test` : timing
}

/** A sitting's role-plays, or the one a recording answers. */
function rolePlaysWhat({ rolePlays, mainCardNumber }: Pick<QueueItem, 'mainCardNumber' | 'rolePlays'>): string {
  const numbers = rolePlays ?? (mainCardNumber === null ? [] : [mainCardNumber])
  return numbers.length === 0 ? 'Role-play' : numberedText('Role-play', 'Role-plays', numbers)
}
