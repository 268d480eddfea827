import { eq } from 'drizzle-orm'
import { attempts, submissions, tests as testsTable } from '#api/db/schema.ts'
import type { Backend } from '#test/helper.ts'
import { importDocument, start, user, type Api } from './attempts-helper.ts'
import { mockWith } from './mock-helper.ts'
import { submissionsWorld, postForm, type Part } from './submissions-helper.ts'

/**
 * submissionsWorld (its mock has two speaking parts) plus a mock of listening and reading only,
 * and helpers to start and submit mock attempts.
 */
export async function mockSubmitWorld(t: Parameters<typeof submissionsWorld>[0], backend: Backend) {
  const world = await submissionsWorld(t, backend)
  const admin = await user(world.app, 'admin')
  const keyed = await importDocument(world.app, admin.token, mockWith(['listening', 'reading']))
  return { ...world, admin: admin.token, mocks: { full: world.tests.mock, keyed } }
}

export async function startMock(app: Api, token: string, testId: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await start(app, token, { testId, mode: 'simulation', ...body })
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`start answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { id: string }).id
}

export const field = (name: string, value: unknown): Part => [name, typeof value === 'string' ? value : JSON.stringify(value)]

export const submitMock = (app: Api, token: string, testId: string, parts: Part[], idempotencyKey?: string) =>
  postForm(app, { token, ...(idempotencyKey ? { idempotencyKey } : {}) }, `/api/mock-tests/${testId}/submit`, parts)

/** What a refused submission must leave untouched: the attempt open, no submission. */
export async function storedState(app: Api, attemptId: string) {
  const [attempt] = await app.database.db.select().from(attempts).where(eq(attempts.id, attemptId))
  const made = await app.database.db.select().from(submissions).where(eq(submissions.attemptId, attemptId))
  return { status: attempt?.status, submissions: made.length }
}

/** Replaces a test's answer key in the database (before the API first reads the test). */
export async function setAnswerKey(app: Api, testId: string, answerKey: Record<string, string>) {
  await app.database.db.update(testsTable).set({ answerKey }).where(eq(testsTable.id, testId))
}
