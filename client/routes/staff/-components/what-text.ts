import { WRITING_TOTAL_SECONDS } from '#shared/timing/durations.ts'
import { numberedText } from '#shared/evaluation/speaking-sitting.ts'
import type { QueueItem } from './staff-types.ts'

/** Whether a letter was written under the test's clock (decision 0045); nothing when not recorded. */
const TIMING: Record<'true' | 'false', string> = { true: `Timed: ${WRITING_TOTAL_SECONDS / 60} min`, false: 'Untimed' }
/** What a double marking under way waits for (decision 0106). */
const MARKING = { second: 'Second marking', adjudication: 'Adjudication (senior evaluator)' } as const

/**
 * "Typed letter", "Handwritten (photos)", "Role-plays 1 and 2" (a speaking sitting's), then " · Timed: 45 min" or " · Untimed"
 * for a letter, " · Mock test" when it came from a mock, and what a double marking waits for.
 */
export function whatText(item: Pick<QueueItem, 'mode' | 'mainCardNumber' | 'rolePlays' | 'source' | 'timed' | 'status' | 'doubleMarking'>): string {
  const what = item.mode === 'computer' ? 'Typed letter' : item.mode === 'paper' ? 'Handwritten (photos)' : rolePlaysWhat(item)
  const timing = item.timed === null ? what : `${what} · ${TIMING[`${item.timed}`]}`
  const source = item.source === 'mock' ? `${timing} · Mock test` : timing
  return item.status === 'pending' && item.doubleMarking && item.doubleMarking !== 'done' ? `${source} · ${MARKING[item.doubleMarking]}` : source
}

/** A sitting's role-plays, or the one a recording answers. */
function rolePlaysWhat({ rolePlays, mainCardNumber }: Pick<QueueItem, 'mainCardNumber' | 'rolePlays'>): string {
  const numbers = rolePlays ?? (mainCardNumber === null ? [] : [mainCardNumber])
  return numbers.length === 0 ? 'Role-play' : numberedText('Role-play', 'Role-plays', numbers)
}
