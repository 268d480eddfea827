import { preparationKey, preparationSkippedKey } from '#shared/attempts/attempts.ts'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { Db } from '../../db/client.ts'
import { attemptsRepository } from '../attempts/repository.ts'
import type { TestRow } from '../tests/repository.ts'
import { submissionsRepository, type SubmissionRow } from './repository.ts'

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

/** The key under which the mock speaking screen's sitting notes a part's submission. */
const SENT_PART_PREFIX = 'part-'
export const sentPartKey = (mainCardNumber: number) => `${SENT_PART_PREFIX}${mainCardNumber}`

/**
 * The sitting (decision 0105) that recordings sent now from the mock speaking screen join: that of
 * the parts its open sitting has noted already, so role-plays sent one request each are evaluated
 * as one. Takes the sitting's lock (as mockSpeakingPartsSent does after), so two parts sent at once
 * see each other.
 */
export async function mockSpeakingScreenSitting(database: Db, userId: string, testId: string): Promise<string | undefined> {
  const attempts = attemptsRepository(database)
  await attempts.lockSitting(userId, `${testId}:mock-speaking`)
  const sitting = await attempts.lockLatestOpen(userId, testId, 'mock-speaking')
  const noted = Object.entries(sitting?.answers ?? {}).find(([key]) => key.startsWith(SENT_PART_PREFIX))
  return noted ? submissionsRepository(database).sittingOf({ submissionId: noted[1] }) : undefined
}

/**
 * The mock speaking screen's sitting (decision 0084) after parts are sent from it: their
 * preparation clocks are done with, each part's submission is noted in the sitting's answers
 * (`part-{n}`: its id), and once every role-play of the mock is noted the sitting is closed, as
 * any finished attempt is: the next visit to the screen starts a sitting of its own. The screen
 * sends its parts one request each, so the sitting, not the request, knows when the set is in.
 * Takes the lock the screen's start takes: a start beside the last part sees the sitting closed.
 * Without an open sitting (the screen could not start one) the parts are kept all the same.
 */
export async function mockSpeakingPartsSent(database: Db, userId: string, testId: string, parts: ReadonlySet<number>, sent: readonly SubmissionRow[], at: Date) {
  const attempts = attemptsRepository(database)
  await attempts.lockSitting(userId, `${testId}:mock-speaking`)
  const sitting = await attempts.lockLatestOpen(userId, testId, 'mock-speaking')
  if (!sitting) return
  const numbers = sent.flatMap((row) => (row.mainCardNumber === null ? [] : [row.mainCardNumber]))
  await attempts.forgetPartClocks(userId, testId, 'mock-speaking', numbers.flatMap((n) => [preparationKey(n), preparationSkippedKey(n)]))
  const noted = { ...sitting.answers, ...Object.fromEntries(sent.map((row) => [sentPartKey(row.mainCardNumber!), row.id])) }
  const done = [...parts].every((n) => sentPartKey(n) in noted)
  await attempts.setAnswers(sitting.id, noted, done ? at : undefined)
}
