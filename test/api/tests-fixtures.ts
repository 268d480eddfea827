import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import type { Test } from 'tap'
import { tests, users } from '#api/db/schema.ts'
import { listeningArgs } from '#api/uploads/clean-audio.ts'
import type { Role } from '#shared/auth/auth.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import type { buildTestApi } from '#test/helper.ts'
import { newStudent } from '#test/helper.ts'

/** Helpers shared by the tests-*.test.ts files (the tests module's HTTP calls). */

export type Api = Awaited<ReturnType<typeof buildTestApi>>

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const MEDIA_URL = /^\/api\/media\/[a-f0-9]{32}\.ogg$/
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Two empty folders for one test, for its blob store and its files. (tap's testdir is one folder
 * per test: calling it a second time empties it.)
 */
export function scratch(t: Pick<Test, 'testdir'>): { blobs: string; files: string } {
  const dir = t.testdir({ blobs: {}, files: {} })
  return { blobs: join(dir, 'blobs'), files: join(dir, 'files') }
}

/** A logged-in user of a role: registered as a student, then given the role in the database. */
export async function userToken(app: Api, role: Role = 'student'): Promise<string> {
  const student = newStudent(`A ${role}`)
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: student })
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`)
  // Before the token is first used, so no cached session holds the old role.
  if (role !== 'student') await app.database.db.update(users).set({ role }).where(eq(users.email, student.email))
  return res.json().token as string
}

/**
 * A real small Ogg/Opus file made by ffmpeg: a sine tone of the given pitch and length, already as
 * the API host keeps a test's recording (its own remux, decision 0086), so an upload of it is
 * stored byte for byte and the tests of serving can compare with what they sent.
 */
export async function makeOgg(dir: string, name = 'tone.ogg', frequency = 440, seconds = 2): Promise<{ path: string; bytes: Buffer }> {
  const path = join(dir, name)
  const encoded = join(dir, `encoded-${name}`)
  await promisify(execFile)('ffmpeg', [
    '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-c:a', 'libopus', encoded,
  ])
  await promisify(execFile)('ffmpeg', listeningArgs(encoded, path, { codec: 'opus', channels: 1 }))
  await rm(encoded)
  return { path, bytes: await readFile(path) }
}

export const uploadMedia = (app: Api, token: string | undefined, payload: Buffer | string, contentType = 'audio/ogg') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  })

export const importTest = (app: Api, token: string | undefined, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/admin/tests', headers: token ? bearer(token) : {}, payload: payload as object })

/** A copy of a document with every audio and image reference set to `url`. */
export function withMedia<T>(value: T, url: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withMedia(item, url)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === 'audioURL' || key === 'imageUrl' ? url : withMedia(child, url)]),
  ) as T
}

/** Uploads a tone as staff and answers its URL. */
export async function storedMediaUrl(app: Api, staffToken: string, bytes: Buffer): Promise<string> {
  const res = await uploadMedia(app, staffToken, bytes)
  if (res.statusCode !== 201) throw new Error(`media upload answered ${res.statusCode}: ${res.body}`)
  return res.json().url as string
}

/** Imports a document as staff and answers its id. */
export async function importedId(app: Api, staffToken: string, document: ImportDocument): Promise<string> {
  const res = await importTest(app, staffToken, document)
  if (res.statusCode !== 201) throw new Error(`import answered ${res.statusCode}: ${res.body}`)
  return res.json().id as string
}

export async function testRowCount(app: Api): Promise<number> {
  return (await app.database.db.select({ id: tests.id }).from(tests)).length
}
