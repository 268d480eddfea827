import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { Db } from '../../db/client.ts'
import type { TestRow } from '../tests/repository.ts'
import { submissionsRepository } from './repository.ts'

/** Why a standalone speaking test whose parts are all in cannot be sat again. */
export const SPEAKING_ALL_SENT_MESSAGE = 'You have submitted every part of this speaking test; your speaking will be evaluated.'

/**
 * A standalone speaking test's sitting (its attempt, which keeps the preparation clocks) ends with
 * its last part, as a letter ends its writing attempt: once every part is sent, the student's open
 * attempt at the test is closed, so their progress no longer shows it as in progress and nothing
 * offers to resume it. Answers whether every part is sent. Callers hold the sitting's lock, so two
 * last parts sent at once, or a start beside the last part, see each other's work.
 */
export async function closeSpeakingSittingIfDone(database: Db, userId: string, test: TestRow, at: Date): Promise<boolean> {
  const rows = submissionsRepository(database)
  const sent = new Set(await rows.speakingPartsSent(userId, test.id))
  const parts = (test.content as SpeakingTest).mainCards.map((card) => card.mainCardNumber)
  if (parts.length === 0 || !parts.every((part) => sent.has(part))) return false
  await rows.closeOpenAttempts(userId, test.id, at)
  return true
}
