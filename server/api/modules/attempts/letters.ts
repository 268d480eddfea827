import { MOCK_SECTIONS, type MockSection } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { WRITING_ANSWER_KEY } from '#shared/submissions/submissions.ts'
import type { Db } from '../../db/client.ts'
import { writingTimed } from '../mock/writing-clock.ts'
import { submissionsRepository } from '../submissions/repository.ts'
import type { TestRow } from '../tests/repository.ts'
import type { AttemptRow } from './repository.ts'

/** Where a mock attempt autosaves its letter: the writing section's one answer. */
export const MOCK_WRITING_ANSWER_KEY = 'writing:answer'

/** The answer id under which a test's attempts save a letter: a writing test's, or a mock's. */
function letterKeyOf(test: TestRow): string | undefined {
  if (test.kind === 'oet-writing') return WRITING_ANSWER_KEY
  if (test.kind === 'mock') return MOCK_WRITING_ANSWER_KEY
  return undefined
}

/** The sections a mock attempt is a sitting of: those the student chose, or (null) all the mock has. */
function sectionsOf(row: AttemptRow, mock: MockTest): readonly MockSection[] {
  return row.sections ?? MOCK_SECTIONS.filter((section) => mock[section] !== undefined)
}

/**
 * The letter an attempt holds for staff to evaluate, if any: a writing test's saved letter, or a
 * mock's when the student sat its writing section. A blank one is none.
 */
function letterOf(row: AttemptRow, test: TestRow): { source: 'test' | 'mock'; text: string } | undefined {
  const key = letterKeyOf(test)
  if (key === undefined || (test.kind === 'mock' && !sectionsOf(row, test.content as MockTest).includes('writing'))) return undefined
  const text = row.answers[key]
  return typeof text === 'string' && text.trim() !== '' ? { source: test.kind === 'mock' ? 'mock' : 'test', text } : undefined
}

/**
 * An attempt the server closes (its time ran out before the student submitted) still reaches the
 * staff queue with the letter it saved: the pending writing submission, in the transaction that
 * closes it, once per attempt. Unless a letter of that test (of that mock, from another attempt)
 * already waits for evaluation (decision 0032): then the letter stays on the closed attempt, as its answer,
 * and is not queued; the student was told so when the submit of it was refused.
 */
export async function queueAbandonedLetter(database: Db, row: AttemptRow, test: TestRow): Promise<void> {
  const letter = letterOf(row, test)
  if (!letter) return
  const submissions = submissionsRepository(database)
  const scope = letter.source === 'test' ? ({ source: 'test', skills: ['writing'] } as const) : ({ source: 'mock', skills: ['writing'], exceptAttemptId: row.id } as const)
  if (await submissions.lockAndFindWaiting(row.userId, row.testId, scope)) return
  // Saved before the deadline: a writing test's is timed, a mock's when its section had the exam's 45 minutes.
  const timed = letter.source === 'test' || writingTimed(row, true, true)
  await submissions.insertAttemptLetter({ userId: row.userId, testId: row.testId, attemptId: row.id, ...letter, timed })
}
