import { eq } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { submissions } from '#api/db/schema.ts'
import { submissionsRepository } from '#api/modules/submissions/repository.ts'
import { usersRepository } from '#api/modules/users/repository.ts'

/**
 * A long evaluation queue for the staff tests: typed letters at one writing test, each from a
 * student of its own ("Queue Student 001", ...), put in through the product's repositories, as
 * sending hundreds through the API (a registration and a submit each) would take minutes. They
 * are sent a millisecond apart, so the queue's order is the order made. Answers their ids in it.
 */
export async function fillQueue(db: Db, { testId, count, tag, letter }: { testId: string; count: number; tag: string; letter: string }): Promise<string[]> {
  const people = usersRepository(db)
  const rows = submissionsRepository(db)
  const ids: string[] = []
  // Each one a millisecond after the last: inserts in the same millisecond would tie, and the
  // queue breaks a tie by id, not by the order a test expects.
  const start = Date.now()
  for (let n = 1; n <= count; n += 1) {
    const number = String(n).padStart(3, '0')
    // Never logged in as: no password opens this account.
    const student = await people.insert({ name: `Queue Student ${number}`, email: `queue.${tag}.${number}@example.test`, passwordHash: 'none' })
    const row = await rows.insert({ userId: student.id, testId, skill: 'writing', source: 'test', mode: 'computer', writingAnswer: letter, timed: false }, [])
    await sentAt(db, row.id, new Date(start + n))
    ids.push(row.id)
  }
  return ids
}

/** Moves a submission's sending time back, as if it had waited since then (its 24-hour promise may be past). */
export async function sentAt(db: Db, submissionId: string, at: Date): Promise<void> {
  await db.update(submissions).set({ createdAt: at }).where(eq(submissions.id, submissionId))
}
