import { sql, type SQL } from 'drizzle-orm'
import { SUBMISSIONS_PER_MINUTE } from '#api/modules/submissions/rate-limit.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { newStudent } from '#test/helper.ts'
import { importDocument } from './attempts-helper.ts'
import { buildStaffApi, person, postForm, type Api } from './staff-helper.ts'
import { photo, postJson, writingUrl } from './submissions-helper.ts'

/**
 * The world the OpenAPI fuzz runs in: people of every role and real ids of every kind, so that a
 * fuzzed call reaches its handler instead of stopping at "no such test".
 */

type Teardown = Parameters<typeof buildStaffApi>[0]

/** The media file buildStaffApi stores; importDocument points every test's audio and images at it. */
const MEDIA_FILE = `${'0'.repeat(32)}.webm`
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** The tables a refused request must leave as they were (sessions slide with every call, so not those). */
const WATCHED = [
  sql`select id, email, name, role from users order by id`,
  sql`select id, kind, title from tests order by id`,
  sql`select * from attempts order by id`,
  sql`select * from submissions order by id`,
  sql`select * from submission_files order by id`,
  sql`select * from evaluations order by id`,
  sql`select * from evaluation_drafts order by submission_id, evaluator_id`,
  sql`select * from notifications order by id`,
]

/** The calls that queue a letter or recordings for staff (each limited per student, decision 0032). */
export const STAFF_QUEUE_CALLS = [
  '/api/writing-tests/submission/{testId}/submit',
  '/api/writing-tests/{testId}/submit',
  '/api/speaking-tests/submission/{testId}/submit',
  '/api/mock-tests/submission/{id}/speaking',
  '/api/mock-tests/{id}/submit',
]

/** A student sending the cases of one such call, until a case is stored or the limit nears. */
export interface Writer {
  token: string
  /** Their open attempts by name, for {{attempt:NAME}} in a body. */
  attempts: Record<string, string>
  calls: number
  stored: boolean
}

/** A query's rows, the same through PGlite and pg. */
const rows = async (app: Api, query: SQL) => ((await app.database.db.execute(query)) as unknown as { rows: unknown[] }).rows

export async function fuzzWorld(t: Teardown) {
  const { app } = await buildStaffApi(t, 'pglite')
  const admin = await person(app, 'admin')
  const staff = await person(app, 'staff')
  const student = await person(app, 'student')
  // Users the fuzz may change or end without cutting off the others: an admin's target, a leaver.
  const target = await person(app, 'student')
  const leaver = await person(app, 'student')
  const tests = {
    listening: await importDocument(app, admin.token, sampleDocument('listeningStandalone')),
    oetListening: await importDocument(app, admin.token, sampleDocument('oetListeningExtract')),
    reading: await importDocument(app, admin.token, sampleDocument('oetReading')),
    writing: await importDocument(app, admin.token, sampleDocument('oetWriting')),
    speaking: await importDocument(app, admin.token, sampleDocument('oetSpeaking')),
    mock: await importDocument(app, admin.token, sampleDocument('mock')),
  }
  // One letter waits per student and test: the typed one is another student's, the photo the
  // student's own (the submit calls' cases are sent by students of their own: writerFor).
  const typed = await postJson(app, { token: target.token }, writingUrl(tests.writing), { writingAnswer: 'Dear Dr Smith, ...' })
  const paper = await postForm(app, { token: student.token }, writingUrl(tests.writing), [await photo()])
  const submissions = { typed: (typed.json() as { submissionId: string }).submissionId, paper: (paper.json() as { submissionId: string }).submissionId }
  const [file] = (await rows(app, sql`select id from submission_files limit 1`)) as { id: string }[]
  const attempts: Record<string, string> = {}

  /**
   * What a fuzzed call that succeeded may have undone: the student's open attempt at each timed
   * test (a submit closes it) and the staff member's claim on the typed letter (a release ends it).
   */
  async function refresh() {
    await app.inject({ method: 'POST', url: `/api/staff/submissions/${submissions.typed}/claim`, headers: { authorization: `Bearer ${staff.token}` } })
    for (const [name, testId] of Object.entries({ oetListening: tests.oetListening, listening: tests.listening, mock: tests.mock })) {
      const res = await app.inject({ method: 'POST', url: '/api/attempts', headers: { authorization: `Bearer ${student.token}` }, payload: { testId, mode: 'practice' } })
      attempts[name] = (res.json() as { id: string }).id
    }
  }
  await refresh()

  /** The real id a path parameter names, chosen by the call's path. */
  function idFor(path: string, name: string): string {
    if (name === 'file') return MEDIA_FILE
    if (name === 'fileId') return file!.id
    if (path.startsWith('/api/attempts/')) return attempts.oetListening!
    if (path.startsWith('/api/admin/users/')) return target.id
    if (path.startsWith('/api/staff/submissions/') || path.startsWith('/api/submissions/')) return submissions.typed
    if (path.startsWith('/api/notifications/')) return UNKNOWN_ID
    const byPrefix: [string, string][] = [
      ['/api/listening-tests/', tests.listening],
      ['/api/oet-listening-tests/', tests.oetListening],
      ['/api/oet-reading-tests/', tests.reading],
      ['/api/oet-writing-tests/', tests.writing],
      ['/api/writing-tests/', tests.writing],
      ['/api/oet-speaking-tests/', tests.speaking],
      ['/api/speaking-tests/', tests.speaking],
      ['/api/mock-tests/', tests.mock],
    ]
    return byPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? UNKNOWN_ID
  }

  /** Who makes a call: its role, and a session of its own for logging out. */
  function tokenFor(path: string): string {
    if (path === '/api/auth/logout') return leaver.token
    if (path.startsWith('/api/admin/users')) return admin.token
    if (path.startsWith('/api/admin/') || path.startsWith('/api/staff/')) return staff.token
    return student.token
  }

  /**
   * Who sends a case to a call that queues work for staff: a student of its own, with no letter
   * waiting (decision 0032 refuses a second) and under the per-student submit limit, so that the
   * cases reach the handler. A new one takes over after a case was stored (its work now waits) or
   * after SUBMISSIONS_PER_MINUTE - 1 calls; the mock's has an open attempt of its own.
   */
  const writers = new Map<string, Writer>()
  let registrations = 0
  async function writerFor(path: string): Promise<Writer | undefined> {
    if (!STAFF_QUEUE_CALLS.includes(path)) return undefined
    let writer = writers.get(path)
    if (!writer || writer.stored || writer.calls >= SUBMISSIONS_PER_MINUTE - 1) {
      // Each from an address of its own, as students are: registering is limited per address.
      const registered = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.15.${Math.floor(registrations / 250)}.${(registrations++ % 250) + 1}`, payload: newStudent('A writer') })
      if (registered.statusCode !== 201) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`)
      const { token } = registered.json() as { token: string }
      const attempts: Record<string, string> = {}
      if (path === '/api/mock-tests/{id}/submit') {
        const res = await app.inject({ method: 'POST', url: '/api/attempts', headers: { authorization: `Bearer ${token}` }, payload: { testId: tests.mock, mode: 'practice' } })
        attempts.mock = (res.json() as { id: string }).id
      }
      writer = { token, attempts, calls: 0, stored: false }
      writers.set(path, writer)
    }
    writer.calls += 1
    return writer
  }

  /** The watched tables as text, to compare before and after a refused request. */
  async function snapshot(): Promise<string> {
    const tables = []
    for (const query of WATCHED) tables.push(await rows(app, query))
    return JSON.stringify(tables)
  }

  return { app: app as Api, tests, attempts, submissions, refresh, idFor, tokenFor, writerFor, snapshot }
}
export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>
