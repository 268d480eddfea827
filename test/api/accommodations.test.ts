import t from 'tap'
import { eq } from 'drizzle-orm'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { Attempt } from '#shared/attempts/schema.ts'
import type { AccommodationsView } from '#shared/accommodations/schema.ts'
import { ATTEMPT_GRACE_SECONDS } from '#shared/attempts/attempts.ts'
import { attempts } from '#api/db/schema.ts'
import { bearer, clockedWorld, importDocument, start, submit, UNKNOWN_ID, type Api } from './attempts-helper.ts'

/** Issue 37: a student's extra time, set by an admin, on every timed part of new attempts and of those under way, enforced by the server. */

async function world(t: Parameters<typeof clockedWorld>[0]) {
  const made = await clockedWorld(t)
  const tests = {
    reading: await importDocument(made.app, made.admin.token, sampleDocument('oetReading')),
    mock: await importDocument(made.app, made.admin.token, sampleDocument('mock')),
  }
  return { ...made, tests }
}

const accommodate = (app: Api, token: string, id: string, body: unknown) =>
  app.inject({ method: 'PUT', url: `/api/admin/users/${id}/accommodations`, headers: bearer(token), payload: body as object })
const started = async (app: Api, token: string, body: Record<string, unknown>) => (await start(app, token, body)).json() as Attempt

t.test('25% extra time: every limit of a new reading simulation is a quarter longer, and the server takes the answers until the longer deadline', async (t) => {
  const { app, admin, student, other, tests, advance } = await world(t)
  const set = await accommodate(app, admin.token, student.id, { extraTimePercent: 25, textSize: 'large' })
  t.equal(set.statusCode, 200)
  t.match(set.json() as AccommodationsView, { extraTimePercent: 25, textSize: 'large', attemptsUpdated: 0, history: [{ extraTimePercent: 25, textSize: 'large', setBy: 'A admin' }] })

  const plain = await started(app, other.token, { testId: tests.reading, mode: 'simulation' })
  const extended = await started(app, student.token, { testId: tests.reading, mode: 'simulation' })
  t.equal(extended.timing.partA, Math.ceil(plain.timing.partA! * 1.25), `Part A: ${plain.timing.partA} s becomes ${extended.timing.partA} s`)
  t.equal(extended.timing.partsBC, Math.ceil(plain.timing.partsBC! * 1.25))
  t.equal(extended.timing.total, Math.ceil(plain.timing.total! * 1.25))
  t.equal(extended.timing.extraTimePercent, 25, 'the attempt says what it carries')

  const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(student.token) })).json() as { user?: { extraTimePercent?: number; textSize?: string }; extraTimePercent?: number }
  t.match(me.user ?? me, { extraTimePercent: 25, textSize: 'large' }, 'the student’s session carries it, for the notice and the text size')

  // Past the ordinary deadline and its grace, inside the extended one.
  advance(plain.timing.total! + ATTEMPT_GRACE_SECONDS + 60)
  const late = await submit(app, other.token, tests.reading, { '1': 'x' })
  t.equal(late.json().late, true, 'without extra time, the server had closed it')
  const inTime = await submit(app, student.token, tests.reading, { '1': 'x' })
  t.equal(inTime.statusCode, 200)
  t.equal(inTime.json().late, false, 'with it, the answers count as sent in time')
})

t.test('set while a mock is under way, its limits and deadline grow at once; set again, the new figure replaces the old', async (t) => {
  const { app, admin, student, tests, advance } = await world(t)
  const mock = await started(app, student.token, { testId: tests.mock, mode: 'simulation' })
  const set = (await accommodate(app, admin.token, student.id, { extraTimePercent: 50, textSize: 'normal' })).json() as AccommodationsView
  t.equal(set.attemptsUpdated, 1, 'the mock under way is updated')
  const [row] = await app.database.db.select().from(attempts).where(eq(attempts.id, mock.id))
  for (const key of Object.keys(mock.timing).filter((key) => mock.timing[key] !== null)) {
    t.equal(row!.timing[key], Math.ceil(mock.timing[key]! * 1.5), `${key}: ${mock.timing[key]} s becomes ${row!.timing[key]} s`)
  }
  t.equal(row!.deadlineAt!.getTime() - row!.startedAt.getTime(), row!.timing.total! * 1000, 'the deadline the sweep and the submit go by moves with it')
  const resumed = await started(app, student.token, { testId: tests.mock, mode: 'simulation' })
  t.equal(resumed.id, mock.id)
  t.equal(resumed.timing.listening, row!.timing.listening, 'the screens read the longer limits on their next look')

  advance(60)
  await accommodate(app, admin.token, student.id, { extraTimePercent: 25, textSize: 'normal' })
  const [again] = await app.database.db.select().from(attempts).where(eq(attempts.id, mock.id))
  t.ok(Math.abs(again!.timing.listening! - Math.ceil(mock.timing.listening! * 1.25)) <= 2, '25% of the original, not 25% on top of 50%')
  const history = ((await app.inject({ method: 'GET', url: `/api/admin/users/${student.id}/accommodations`, headers: bearer(admin.token) })).json() as AccommodationsView).history
  t.same(history.map((line) => line.extraTimePercent), [25, 50], 'every change is kept, newest first')
})

t.test('only admins set them; bad input changes nothing', async (t) => {
  const { app, admin, student, other } = await world(t)
  t.equal((await accommodate(app, student.token, student.id, { extraTimePercent: 50, textSize: 'normal' })).statusCode, 403, 'not the student')
  t.equal((await app.inject({ method: 'PUT', url: `/api/admin/users/${student.id}/accommodations`, payload: { extraTimePercent: 50, textSize: 'normal' } })).statusCode, 401)
  for (const [body, why] of [
    [{ extraTimePercent: 101, textSize: 'normal' }, 'over double time'],
    [{ extraTimePercent: -5, textSize: 'normal' }, 'negative'],
    [{ extraTimePercent: 2.5, textSize: 'normal' }, 'not whole'],
    [{ extraTimePercent: '25', textSize: 'normal' }, 'text'],
    [{ extraTimePercent: 25, textSize: 'huge' }, 'no such size'],
    [{ extraTimePercent: 25 }, 'no size'],
    [{ extraTimePercent: 25, textSize: 'normal', note: 'x' }, 'an unknown field'],
  ] as const) {
    t.equal((await accommodate(app, admin.token, student.id, body)).statusCode, 400, why)
  }
  t.equal((await accommodate(app, admin.token, UNKNOWN_ID, { extraTimePercent: 25, textSize: 'normal' })).statusCode, 404)
  t.equal((await accommodate(app, admin.token, 'not-an-id', { extraTimePercent: 25, textSize: 'normal' })).statusCode, 400)
  const view = (await app.inject({ method: 'GET', url: `/api/admin/users/${student.id}/accommodations`, headers: bearer(admin.token) })).json() as AccommodationsView
  t.same(view, { extraTimePercent: 0, textSize: 'normal', history: [] }, 'nothing was set')
  t.equal((await app.inject({ method: 'GET', url: `/api/admin/users/${other.id}/accommodations`, headers: bearer(student.token) })).statusCode, 403)
})
