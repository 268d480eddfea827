import { eq } from 'drizzle-orm'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { users } from '#api/db/schema.ts'
import type { ApiConfig } from '#api/config.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { openTestDatabase, buildTestApiServer, testApiConfig, type Backend } from '#test/helper.ts'
import { bearer, importDocument, user, type Api } from './attempts-helper.ts'
import { photo, postForm, postJson, webm, writingUrl, speakingUrl, mockSpeakingUrl, type Part } from './submissions-helper.ts'

/** Helpers shared by the staff-*.test.ts files: an API on a clock the test moves, people of every role, and submissions. */

export { bearer, postForm, type Api, type Part }
type Teardown = Parameters<typeof openTestDatabase>[0]

/** A clock that runs with real time, moved on by the test (the 30-minute lock). */
export function testClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(minutes: number) {
      offsetMs += minutes * 60 * 1000
    },
  }
}

/** The API host on a fresh database with a movable clock. */
export async function buildStaffApi(t: Teardown, backend: Backend, overrides: Partial<Record<keyof ApiConfig, string>> = {}) {
  const database = await openTestDatabase(t, backend)
  const blobDir = await mkdtemp(join(tmpdir(), 'oet-staff-blobs-'))
  t.teardown(() => rm(blobDir, { recursive: true, force: true }))
  const clock = testClock()
  const app = await buildTestApiServer({
    config: testApiConfig({ SWEEP_INTERVAL_SECONDS: '0', ...overrides, BLOB_DIR: blobDir }),
    database,
    now: clock.now,
  })
  t.teardown(() => app.close())
  await app.blobs.put(`media/${'0'.repeat(32)}.webm`, Buffer.from('not really audio'), 'audio/webm')
  /** The evaluation PDFs in the blob store: a refused evaluation leaves none behind. */
  const storedPdfs = async () => (await readdir(join(blobDir, 'evaluations')).catch(() => [])).sort()
  return { app, clock, storedPdfs }
}

export interface Person {
  id: string
  token: string
}

/** A registered user with a role set in the database (as the CLI or an admin would). */
export async function person(app: Api, role: 'student' | 'staff' | 'admin', name?: string): Promise<Person & { name: string }> {
  const made = await user(app)
  if (name) await app.database.db.update(users).set({ name }).where(eq(users.id, made.id))
  if (role !== 'student') await app.database.db.update(users).set({ role }).where(eq(users.id, made.id))
  const [row] = await app.database.db.select({ name: users.name }).from(users).where(eq(users.id, made.id))
  return { ...made, name: row!.name }
}

/** Answers a call's JSON, failing loudly on an unexpected status. */
async function expect<T>(res: { statusCode: number; body: string; json(): unknown }, status: number): Promise<T> {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`)
  return res.json() as T
}

/**
 * An API with an admin, two staff members, two students, and one submission of each kind: from
 * the first student a typed letter, a speaking part and a mock's speaking part, from the other a
 * letter on paper.
 */
export async function staffWorld(t: Teardown, backend: Backend, overrides: Partial<Record<keyof ApiConfig, string>> = {}) {
  const { app, clock, storedPdfs } = await buildStaffApi(t, backend, overrides)
  const admin = await person(app, 'admin', 'Ada Admin')
  const staff = await person(app, 'staff', 'Sam Staff')
  const staff2 = await person(app, 'staff', 'Tess Two')
  const student = await person(app, 'student', 'Stella Student')
  const other = await person(app, 'student', 'Otto Other')
  const tests = {
    writing: await importDocument(app, admin.token, sampleDocument('oetWriting')),
    speaking: await importDocument(app, admin.token, sampleDocument('oetSpeaking')),
    mock: await importDocument(app, admin.token, sampleDocument('mock')),
  }
  const letter = 'Dear Dr Smith,\n\nI am writing to refer Mrs Jones, who needs a review of her wound care.\n\nYours sincerely,\nNurse'
  const typed = await expect<{ submissionId: string }>(
    await postJson(app, { token: student.token }, writingUrl(tests.writing), { writingAnswer: letter }),
    201,
  )
  // From the other student: one letter of a test per student waits for evaluation at a time (decision 0032).
  const paper = await expect<{ submissionId: string }>(await postForm(app, { token: other.token }, writingUrl(tests.writing), [await photo()]), 201)
  const recording = await webm()
  const spoken = await expect<{ submissionId: string }>(
    await postForm(app, { token: student.token }, speakingUrl(tests.speaking), [
      ['mainCardNumber', '1'],
      ['audio', recording, 'part1.webm', 'audio/webm'],
    ]),
    201,
  )
  const mock = await expect<{ submissionIds: string[] }>(
    await postForm(app, { token: student.token }, mockSpeakingUrl(tests.mock), [
      ['speakingResponses', '[1]'],
      ['speakingFiles', recording, 'mock1.webm', 'audio/webm'],
    ]),
    201,
  )
  const submissions = { typed: typed.submissionId, paper: paper.submissionId, speaking: spoken.submissionId, mock: mock.submissionIds[0]! }
  return { app, clock, storedPdfs, admin, staff, staff2, student, other, tests, letter, submissions }
}
export type StaffWorld = Awaited<ReturnType<typeof staffWorld>>

export const get = (app: Api, token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) })
export const claim = (app: Api, token: string, id: string, body: object = {}) =>
  app.inject({ method: 'POST', url: `/api/staff/submissions/${id}/claim`, headers: bearer(token), payload: body })
export const release = (app: Api, token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/staff/submissions/${id}/claim`, headers: bearer(token) })
export const saveDraft = (app: Api, token: string, id: string, body: object) =>
  app.inject({ method: 'PUT', url: `/api/staff/submissions/${id}/draft`, headers: bearer(token), payload: { body } })
