import { and, desc, eq } from 'drizzle-orm'
import type { LetterChecks } from '#shared/letter-checks/schema.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { WritingTest } from '#shared/writing/schema.ts'
import type { Db } from '../../db/client.ts'
import { attempts } from '../../db/schema.ts'
import { forbidden, notFound } from '../../errors.ts'
import type { TestRow } from '../tests/repository.ts'
import type { TestsService } from '../tests/service.ts'
import { checkLetter } from './check-letter.ts'
import { loadSpeller } from './spelling.ts'
import { letterTaskOf, type LetterTask } from './task.ts'

export const NO_WRITING_TASK = 'No writing task with this id. Pick a writing test, or a mock with a writing section, from the list.'
export const NOT_DURING_SIMULATION =
  'Automatic checks are not available during a simulation: as in the exam, there is no spelling help. They show on your submission after you submit.'

/** The writing task of a writing test, or of a mock's writing section. */
function writingOf(row: TestRow): WritingTest | undefined {
  if (row.kind === 'oet-writing') return row.content as WritingTest
  if (row.kind === 'mock') return (row.content as MockTest).writing
  return undefined
}

/** POST /api/writing-tests/{testId}/checks: a letter checked against its task (issue 35). */
export function letterChecksService({ db, tests }: { db: Db; tests: TestsService }) {
  // What the checks read from a task, worked out once per version (a published one never changes;
  // a draft is read afresh on each call, so its row is new each time).
  const tasks = new WeakMap<TestRow, LetterTask>()

  /** A student sitting the test as a simulation: the exam has no spelling help, so neither has it. */
  async function inSimulation(userId: string, testId: string): Promise<boolean> {
    const [open] = await db
      .select({ mode: attempts.mode })
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'open'), eq(attempts.screen, 'exam')))
      .orderBy(desc(attempts.startedAt))
      .limit(1)
    return open?.mode === 'simulation'
  }

  /** A letter checked against a version's writing task. */
  async function checkAgainst(row: TestRow, writing: WritingTest, letter: string): Promise<LetterChecks> {
    let task = tasks.get(row)
    if (!task) {
      task = letterTaskOf(writing)
      tasks.set(row, task)
    }
    return checkLetter(letter, task, await loadSpeller())
  }

  return {
    async check(testId: string, user: { id: string; role: string }, letter: string): Promise<LetterChecks> {
      const row = await tests.findFor(testId, user.id)
      const writing = row && writingOf(row)
      if (!row || !writing) throw notFound(NO_WRITING_TASK)
      if (user.role === 'student' && (await inSimulation(user.id, testId))) throw forbidden(NOT_DURING_SIMULATION)
      return checkAgainst(row, writing, letter)
    },
    /** A letter already sent, checked against the task it was written for (the review deck's spelling cards); none for a test without one. */
    async checkSent(row: TestRow, letter: string): Promise<LetterChecks | undefined> {
      const writing = writingOf(row)
      return writing && checkAgainst(row, writing, letter)
    },
  }
}
export type LetterChecksService = ReturnType<typeof letterChecksService>
