import t from 'tap'
import { databaseBackends } from '#test/helper.ts'
import { PART_CLOCKS_MAX } from '#shared/attempts/attempts.ts'
import { attemptsWorld, bearer, getAttempt, setDeadline, startedId, submit, type Api } from './attempts-helper.ts'

const TAB_1 = 'tab-one-aaaa'
const TAB_2 = 'tab-two-bbbb'

/** A save as a browser sends it: answers, when each was typed, and the tab's device id. */
const save = (app: Api, token: string, id: string, answers: Record<string, string>, typedAt: Record<string, string> = {}, device?: string) =>
  app.inject({ method: 'PUT', url: `/api/attempts/${id}/answers`, headers: bearer(token), payload: { answers, typedAt, ...(device ? { device } : {}) } })

const startPart = (app: Api, token: string, id: string, part: string) =>
  app.inject({ method: 'POST', url: `/api/attempts/${id}/parts/${encodeURIComponent(part)}/start`, headers: bearer(token) })

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('two tabs typing different questions: the server keeps all four answers, and each tab hears of the other', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.oetListening)
      const first = await save(app, student, id, { '1': 'ladder', '3': 'Yes' }, { '1': ago(20), '3': ago(18) }, TAB_1)
      t.equal(first.statusCode, 200)
      t.match(first.json(), { answers: {}, otherDevices: 0 })
      const second = await save(app, student, id, { '2': 'fall', '4': 'No' }, { '2': ago(15), '4': ago(12) }, TAB_2)
      t.same(second.json().answers, { '1': 'ladder', '3': 'Yes' }, 'tab 2 is told what tab 1 saved')
      t.equal(second.json().otherDevices, 1, 'and that tab 1 has the attempt open')
      t.same((await getAttempt(app, student, id)).json().answers, { '1': 'ladder', '2': 'fall', '3': 'Yes', '4': 'No' })
      // A sync sends nothing, so it is answered the whole sheet: tab 1 takes what is newer than its own.
      const sync = await save(app, student, id, {}, {}, TAB_1)
      t.same(sync.json().answers, { '1': 'ladder', '2': 'fall', '3': 'Yes', '4': 'No' }, "a sync brings tab 2's answers to tab 1")
      t.equal(sync.json().otherDevices, 1)
      t.ok(Math.abs(Date.parse(sync.json().answerTimes['4']) - Date.parse(ago(12))) < 2000, 'with the times they were typed')
    })

    t.test('the newer answer to a question wins, whichever save arrives last', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.oetListening)
      await save(app, student, id, { '1': 'typed on the phone' }, { '1': ago(5) }, TAB_2)
      // The laptop was offline: its older answer arrives later and loses.
      const late = await save(app, student, id, { '1': 'typed on the laptop', '2': 'only here' }, { '1': ago(60), '2': ago(60) }, TAB_1)
      t.equal(late.statusCode, 200)
      t.same(late.json().answers, { '1': 'typed on the phone' }, 'the laptop is told the newer answer')
      t.same((await getAttempt(app, student, id)).json().answers, { '1': 'typed on the phone', '2': 'only here' })
      // Repeating a save (a retry) changes nothing; a newer one replaces.
      await save(app, student, id, { '1': 'typed on the laptop' }, { '1': ago(60) }, TAB_1)
      await save(app, student, id, { '1': 'corrected' }, { '1': ago(1) }, TAB_1)
      t.same((await getAttempt(app, student, id)).json().answers, { '1': 'corrected', '2': 'only here' })
    })

    t.test('a time in the future counts as now, so no device can lock an answer; no time counts as now too', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.oetListening)
      await save(app, student, id, { '1': 'from the future' }, { '1': '2099-01-01T00:00:00.000Z' })
      const stored = (await getAttempt(app, student, id)).json()
      t.ok(Date.parse(stored.answerTimes['1']) <= Date.now(), 'kept as typed no later than now')
      await new Promise((resolve) => setTimeout(resolve, 5))
      await save(app, student, id, { '1': 'a later answer' })
      t.same((await getAttempt(app, student, id)).json().answers, { '1': 'a later answer' })
    })

    t.test('bad times, devices and keys are 400 and change nothing', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.oetListening)
      await save(app, student, id, { '1': 'kept' })
      for (const payload of [
        { answers: { '1': 'x' }, typedAt: { '1': 'yesterday' } },
        { answers: { '1': 'x' }, typedAt: { '1': 12 } },
        { answers: { '1': 'x' }, typedAt: { 'no such': ago(1) } },
        { answers: { '1': 'x' }, device: 'short' },
        { answers: { '1': 'x' }, device: 'a'.repeat(65) },
        { answers: { '1': 'x' }, device: 'bad device id!' },
      ]) {
        const res = await app.inject({ method: 'PUT', url: `/api/attempts/${id}/answers`, headers: bearer(student), payload })
        t.equal(res.statusCode, 400, JSON.stringify(payload))
        t.match(res.json(), { statusCode: 400, message: /body\.(typedAt|device)/ })
      }
      t.same((await getAttempt(app, student, id)).json().answers, { '1': 'kept' })
    })

    t.test('a device not seen for the presence time no longer counts as open', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.oetListening)
      await save(app, student, id, {}, {}, TAB_1)
      t.equal((await save(app, student, id, {}, {}, TAB_2)).json().otherDevices, 1)
      t.equal((await save(app, student, id, {}, {}, TAB_2)).json().otherDevices, 1, 'the same tab again is not another device')
      const { attempts } = await import('#api/db/schema.ts')
      const { eq } = await import('drizzle-orm')
      await app.database.db.update(attempts).set({ devices: { [TAB_1]: ago(120) } }).where(eq(attempts.id, id))
      t.equal((await save(app, student, id, {}, {}, TAB_2)).json().otherDevices, 0, 'tab 1 was closed two minutes ago')
    })

    t.test('a part clock starts once on the server: every device gets the first start', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      const first = await startPart(app, student, id, 'partA')
      t.equal(first.statusCode, 200)
      const { startedAt } = first.json() as { startedAt: string }
      await new Promise((resolve) => setTimeout(resolve, 5))
      const again = await startPart(app, student, id, 'partA')
      t.equal(again.json().startedAt, startedAt, 'a second device (or a reload) gets the same start')
      t.same((await getAttempt(app, student, id)).json().partStartedAt, { partA: startedAt }, 'and so does resuming the attempt')
      t.equal((await startPart(app, student, id, 'intro:listening')).statusCode, 200, "a mock's countdown key is a part key too")
      t.equal((await startPart(app, other, id, 'partsBC')).statusCode, 404, "another student's call finds no attempt")
      t.equal((await startPart(app, student, id, 'bad key!')).statusCode, 400)
      t.equal((await startPart(app, student, id, 'x'.repeat(41))).statusCode, 400)
    })

    t.test('part clocks: at most PART_CLOCKS_MAX per attempt; none once submitted or past the deadline', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      for (let i = 0; i < PART_CLOCKS_MAX; i++) t.equal((await startPart(app, student, id, `part${i}`)).statusCode, 200)
      const full = await startPart(app, student, id, 'onemore')
      t.equal(full.statusCode, 400)
      t.match(full.json(), { message: new RegExp(`already has ${PART_CLOCKS_MAX} timed parts`) })
      t.equal((await startPart(app, student, id, 'part0')).statusCode, 200, 'a part already started still answers its start')

      const late = await startedId(app, student, tests.oetListening)
      await setDeadline(app, late, -120)
      t.match((await startPart(app, student, late, 'partA')).json(), { statusCode: 409, message: /Time is up/ })

      t.equal((await submit(app, student, tests.reading, { '1': 'a' }, { attemptId: id })).statusCode, 200)
      t.match((await startPart(app, student, id, 'partsBC')).json(), { statusCode: 409, message: /already been submitted/ })
    })
  })
}
