import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import { usersRepository } from '#api/modules/users/repository.ts'
import { buildTestApi, newStudent, testPasswordHasher, type Backend } from '#test/helper.ts'
import { bearer, importDocument, user, type Api } from './attempts-helper.ts'

/** Helpers shared by the submissions-*.test.ts files: an API with users, tests and real files. */

export { bearer }
type Teardown = Parameters<typeof buildTestApi>[0]

/** A speaking test with two role-plays (parts 1 and 2). */
export function twoPartSpeaking(document: ImportDocument): ImportDocument {
  const speaking = document.content as { mainCards: { mainCardNumber: number }[] }
  speaking.mainCards.push({ ...structuredClone(speaking.mainCards[0]!), mainCardNumber: 2 })
  return document
}

/** A staff member made as the CLI makes one (users repository), then logged in. */
async function staffToken(app: Api): Promise<string> {
  const { name, email, password } = newStudent('A staff member')
  const passwordHash = await testPasswordHasher.hash(password)
  await usersRepository(app.database.db).insert({ name, email, passwordHash, role: 'staff' })
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { token: string }).token
}

/** A fresh API with two students, staff, and a writing, a two-part speaking, a mock, a reading and a listening test. */
export async function submissionsWorld(t: Teardown, backend: Backend) {
  const blobDir = await mkdtemp(join(tmpdir(), 'oet-submissions-blobs-'))
  t.teardown(() => rm(blobDir, { recursive: true, force: true }))
  const app = await buildTestApi(t, backend, { SWEEP_INTERVAL_SECONDS: '0', BLOB_DIR: blobDir })
  // The mock's listening names audio: one stored file stands for all of it.
  await app.blobs.put(`media/${'0'.repeat(32)}.webm`, Buffer.from('not really audio'), 'audio/webm')
  const admin = await user(app, 'admin')
  const student = await user(app)
  const other = await user(app)
  const mock = sampleDocument('mock')
  ;(mock.content as { speaking: unknown }).speaking = twoPartSpeaking(sampleDocument('oetSpeaking')).content
  const tests = {
    writing: await importDocument(app, admin.token, sampleDocument('oetWriting')),
    speaking: await importDocument(app, admin.token, twoPartSpeaking(sampleDocument('oetSpeaking'))),
    mock: await importDocument(app, admin.token, mock),
    reading: await importDocument(app, admin.token, sampleDocument('oetReading')),
    listening: await importDocument(app, admin.token, sampleDocument('oetListeningExtract')),
  }
  /** The photos and recordings in the blob store: a refused upload leaves none behind. */
  const storedFiles = async () => (await readdir(join(blobDir, 'submissions')).catch(() => [])).sort()
  return { app, student: student.token, studentId: student.id, other: other.token, staff: await staffToken(app), adminToken: admin.token, tests, storedFiles }
}

/** A real JPEG photo made by sharp. */
export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 120 } } }).jpeg().toBuffer()

let recording: Promise<Buffer> | undefined
/** A real 2-second Opus-in-WebM recording made by ffmpeg (made once per test file). */
export function webm(): Promise<Buffer> {
  recording ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oet-submissions-'))
    const path = join(dir, 'tone.webm')
    await promisify(execFile)('ffmpeg', [
      '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-ac', '1', '-c:a', 'libopus', '-b:a', '32k', path,
    ])
    const bytes = await readFile(path)
    await rm(dir, { recursive: true, force: true })
    return bytes
  })()
  return recording
}

export type Part = [name: string, value: string] | [name: string, bytes: Buffer, fileName: string, type: string]

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(parts: Part[]) {
  const form = new FormData()
  for (const [name, value, fileName, type] of parts) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([new Uint8Array(value)], { type: type! }), fileName)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}

export interface Call {
  token: string
  idempotencyKey?: string
}

const headersOf = ({ token, idempotencyKey }: Call) => ({ ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) })

export const postJson = (app: Api, call: Call, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: headersOf(call), payload })

export async function postForm(app: Api, call: Call, url: string, parts: Part[]) {
  const { payload, headers } = await multipart(parts)
  return app.inject({ method: 'POST', url, headers: { ...headersOf(call), ...headers }, payload })
}

export const get = (app: Api, token: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } })

export const writingUrl = (testId: string) => `/api/writing-tests/submission/${testId}/submit`
export const speakingUrl = (testId: string) => `/api/speaking-tests/submission/${testId}/submit`
export const mockSpeakingUrl = (testId: string) => `/api/mock-tests/submission/${testId}/speaking`
export const photo = async (name = 'page.jpg'): Promise<Part> => ['file', await jpeg(), name, 'image/jpeg']
