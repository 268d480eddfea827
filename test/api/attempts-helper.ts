import { eq } from 'drizzle-orm'
import { attempts, users } from '#api/db/schema.ts'
import type { ApiConfig } from '#api/config.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { buildTestApi, HTTP_BACKEND, newStudent, type Backend } from '#test/helper.ts'

/** Helpers shared by the attempts-*.test.ts files: an API with users and imported tests. */

export type Api = Awaited<ReturnType<typeof buildTestApi>>
type Teardown = Parameters<typeof buildTestApi>[0]

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** One stored media file that every imported document's audio and images point at. */
const MEDIA_FILE = `${'0'.repeat(32)}.webm`
const MEDIA_URL = `/api/media/${MEDIA_FILE}`

/** A copy of a document with every audio and image reference set to the stored media file. */
function withMedia<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withMedia(item)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === 'audioURL' || key === 'imageUrl' ? MEDIA_URL : withMedia(child)]),
  ) as T
}

/** Stores the media file every imported document points at: import it after this. */
export const storeMedia = (app: Api) => app.blobs.put(`media/${MEDIA_FILE}`, Buffer.from('not really audio'), 'audio/webm')

/** A registered user of a role (the role set in the database before the token is first used). */
export async function user(app: Api, role: 'student' | 'admin' = 'student'): Promise<{ id: string; token: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: newStudent(`A ${role}`) })
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`)
  const { token, user: created } = res.json() as { token: string; user: { id: string } }
  if (role !== 'student') await app.database.db.update(users).set({ role }).where(eq(users.id, created.id))
  return { id: created.id, token }
}

/** Imports a document as admin (POST /api/admin/tests) and answers its id. */
export async function importDocument(app: Api, adminToken: string, document: ImportDocument): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/tests', headers: bearer(adminToken), payload: withMedia(document) })
  if (res.statusCode !== 201) throw new Error(`import answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { id: string }).id
}

/**
 * A fresh API (sweep off unless asked) with an admin, two students, and three imported tests:
 * OET reading (keys 1-3), OET listening (1-6) and general listening (1-9, its own scaling).
 */
export async function attemptsWorld(t: Teardown, backend: Backend, overrides: Partial<Record<keyof ApiConfig, string>> = {}) {
  const app = await buildTestApi(t, backend, { SWEEP_INTERVAL_SECONDS: '0', ...overrides })
  await storeMedia(app)
  const admin = await user(app, 'admin')
  const student = await user(app)
  const other = await user(app)
  const tests = {
    reading: await importDocument(app, admin.token, sampleDocument('oetReading')),
    oetListening: await importDocument(app, admin.token, sampleDocument('oetListeningExtract')),
    general: await importDocument(app, admin.token, sampleDocument('listeningStandalone')),
  }
  return { app, admin: admin.token, student: student.token, studentId: student.id, other: other.token, tests }
}

/**
 * A fresh API on a clock the test moves (`advance`, in seconds), with the media stored, an admin
 * and two students: for what depends on days passing (a review deck) or deadlines (extra time).
 */
export async function clockedWorld(t: Teardown) {
  let clock = new Date()
  const app = await buildTestApi(t, HTTP_BACKEND, { SWEEP_INTERVAL_SECONDS: '0' }, { now: () => clock })
  await storeMedia(app)
  return {
    app,
    admin: await user(app, 'admin'),
    student: await user(app),
    other: await user(app),
    advance: (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000)),
  }
}

export const start = (app: Api, token: string | undefined, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/attempts', headers: token ? bearer(token) : {}, payload })

export const getAttempt = (app: Api, token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/attempts/${id}`, headers: bearer(token) })

export const saveAnswers = (app: Api, token: string, id: string, answers: unknown) =>
  app.inject({ method: 'PUT', url: `/api/attempts/${id}/answers`, headers: bearer(token), payload: { answers } })

export interface SubmitOptions {
  /** The general listening path (POST /api/listening-tests/{id}/submit, with startTime). */
  general?: boolean
  idempotencyKey?: string
  attemptId?: string
  /** When each answer was typed (ISO); without it the server counts them as typed at the submit. */
  typedAt?: Record<string, string>
}

export function submit(app: Api, token: string, testId: string, answers: Record<string, unknown>, options: SubmitOptions = {}) {
  const path = options.general ? 'listening-tests' : 'oet-listening-tests'
  const payload = {
    answers,
    ...(options.general ? { startTime: new Date().toISOString() } : {}),
    ...(options.attemptId ? { attemptId: options.attemptId } : {}),
    ...(options.typedAt ? { typedAt: options.typedAt } : {}),
  }
  const headers = { ...bearer(token), ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}) }
  return app.inject({ method: 'POST', url: `/api/${path}/${testId}/submit`, headers, payload })
}

export const results = (app: Api, token: string, testId: string) =>
  app.inject({ method: 'GET', url: `/api/listening-tests/${testId}/results`, headers: bearer(token) })

export const answerKey = (app: Api, token: string, testId: string, general = false) =>
  app.inject({ method: 'GET', url: `/api/${general ? 'listening-tests' : 'oet-listening-tests'}/${testId}/answer-key`, headers: bearer(token) })

/** Moves an attempt's deadline to `secondsFromNow` (negative: in the past), straight in the database. */
export async function setDeadline(app: Api, attemptId: string, secondsFromNow: number) {
  await app.database.db
    .update(attempts)
    .set({ deadlineAt: new Date(Date.now() + secondsFromNow * 1000) })
    .where(eq(attempts.id, attemptId))
}

/** Moves an attempt's start (and its deadline with it) `seconds` into the past, as if that time had passed. */
export async function ageAttempt(app: Api, attemptId: string, seconds: number) {
  const [row] = await app.database.db.select().from(attempts).where(eq(attempts.id, attemptId))
  const back = (date: Date) => new Date(date.getTime() - seconds * 1000)
  await app.database.db
    .update(attempts)
    .set({ startedAt: back(row!.startedAt), deadlineAt: row!.deadlineAt && back(row!.deadlineAt) })
    .where(eq(attempts.id, attemptId))
}

/** The stored attempts at a test, or all of them. */
export const storedAttempts = (app: Api, testId?: string) =>
  testId ? app.database.db.select().from(attempts).where(eq(attempts.testId, testId)) : app.database.db.select().from(attempts)

/** Starts an attempt and answers its id (fails loudly otherwise). */
export async function startedId(app: Api, token: string, testId: string, body: Record<string, unknown> = { mode: 'simulation' }): Promise<string> {
  const res = await start(app, token, { testId, ...body })
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`start answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { id: string }).id
}
