import t from 'tap'
import { databaseBackends } from '#test/helper.ts'
import { bearer, getAttempt, startedId, type Api } from './attempts-helper.ts'
import { submissionsWorld } from './submissions-helper.ts'

/*
 * A letter is one long answer: the newer-wins merge of short answers would drop a whole letter
 * typed on another device. A letter's save says which server copy it edits (basedOn); it is kept
 * only if that is still the server's copy, else the server's letter comes back for the device to
 * merge (decision 0082). A device closing its page stops counting as open.
 */

const LAPTOP = 'laptop-aaaaaa'
const PHONE = 'phone-bbbbbbb'
const KEY = 'writingAnswer'

interface Save {
  key?: string
  letter?: string
  basedOn?: string
  device: string
  closing?: boolean
}

const save = (app: Api, token: string, id: string, { key = KEY, letter, basedOn, device, closing }: Save) =>
  app.inject({
    method: 'PUT',
    url: `/api/attempts/${id}/answers`,
    headers: bearer(token),
    payload: {
      answers: letter === undefined ? {} : { [key]: letter },
      ...(letter === undefined ? {} : { typedAt: { [key]: new Date().toISOString() }, basedOn: { [key]: basedOn ?? '' } }),
      device,
      ...(closing ? { closing } : {}),
    },
  })

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test("a save based on an older copy does not replace the other device's letter: it gets that letter back", async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const id = await startedId(app, student, tests.writing)
      const first = await save(app, student, id, { letter: 'Dear Dr Smith, three paragraphs from the laptop.', device: LAPTOP })
      t.equal(first.statusCode, 200)
      const version = first.json().answerTimes[KEY]
      t.ok(version, 'the laptop is told the time of its kept letter')
      t.same(first.json().answers, {}, 'and is not sent its own letter back')

      // The phone never saw the laptop's letter: it edits the empty copy.
      const stale = await save(app, student, id, { letter: 'Dear Dr', device: PHONE })
      t.equal(stale.statusCode, 200)
      t.same(stale.json().answers, { [KEY]: 'Dear Dr Smith, three paragraphs from the laptop.' }, "the phone gets the laptop's letter")
      t.equal(stale.json().answerTimes[KEY], version)
      t.equal((await getAttempt(app, student, id)).json().answers[KEY], 'Dear Dr Smith, three paragraphs from the laptop.', 'the server keeps it')

      // Merged on the phone and based on the laptop's copy, the phone's letter is kept.
      const merged = await save(app, student, id, { letter: 'Dear Dr Smith, three paragraphs from the laptop. And a line from the phone.', basedOn: version, device: PHONE })
      t.same(merged.json().answers, {})
      t.not(merged.json().answerTimes[KEY], version, 'a new copy')
      t.equal((await getAttempt(app, student, id)).json().answers[KEY], 'Dear Dr Smith, three paragraphs from the laptop. And a line from the phone.')

      // The laptop's next save, based on its own older copy, is turned back with the merged letter.
      const laptop = await save(app, student, id, { letter: 'Dear Dr Smith, three paragraphs from the laptop, edited.', basedOn: version, device: LAPTOP })
      t.equal(laptop.json().answers[KEY], 'Dear Dr Smith, three paragraphs from the laptop. And a line from the phone.')
    })

    t.test("the mock's letter likewise: a save based on an older copy gets the other device's letter back", async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const id = await startedId(app, student, tests.mock)
      const key = 'writing:answer'
      const first = await save(app, student, id, { key, letter: 'Dear Dr Lee, from the laptop.', device: LAPTOP })
      t.equal(first.statusCode, 200)
      const stale = await save(app, student, id, { key, letter: 'Dear', device: PHONE })
      t.same(stale.json().answers, { [key]: 'Dear Dr Lee, from the laptop.' })
      t.equal((await getAttempt(app, student, id)).json().answers[key], 'Dear Dr Lee, from the laptop.')
      const merged = await save(app, student, id, { key, letter: 'Dear Dr Lee, from the laptop. And the phone.', basedOn: first.json().answerTimes[key], device: PHONE })
      t.same(merged.json().answers, {})
      t.equal((await getAttempt(app, student, id)).json().answers[key], 'Dear Dr Lee, from the laptop. And the phone.')
    })

    t.test('a letter saved without basedOn is merged as any answer: the newer typed wins', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const id = await startedId(app, student, tests.writing)
      await save(app, student, id, { letter: 'From the laptop.', device: LAPTOP })
      const plain = await app.inject({ method: 'PUT', url: `/api/attempts/${id}/answers`, headers: bearer(student), payload: { answers: { [KEY]: 'A script.' } } })
      t.equal(plain.statusCode, 200)
      t.equal((await getAttempt(app, student, id)).json().answers[KEY], 'A script.')
    })

    t.test('bad basedOn is 400 and changes nothing', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const id = await startedId(app, student, tests.writing)
      for (const basedOn of [{ [KEY]: 'yesterday' }, { [KEY]: 7 }, 'all', { a: '', b: '', c: '' }]) {
        const res = await app.inject({ method: 'PUT', url: `/api/attempts/${id}/answers`, headers: bearer(student), payload: { answers: { [KEY]: 'x' }, basedOn } })
        t.equal(res.statusCode, 400, JSON.stringify(basedOn))
        t.match(res.json().message, /basedOn/)
      }
      t.same((await getAttempt(app, student, id)).json().answers, {})
    })

    t.test('a device closing its page no longer counts as open on the others', async (t) => {
      const { app, student, tests } = await submissionsWorld(t, backend)
      const id = await startedId(app, student, tests.writing)
      await save(app, student, id, { device: LAPTOP })
      t.equal((await save(app, student, id, { device: PHONE })).json().otherDevices, 1, 'the phone sees the laptop')
      t.equal((await save(app, student, id, { device: LAPTOP, closing: true })).statusCode, 200)
      t.equal((await save(app, student, id, { device: PHONE })).json().otherDevices, 0, 'the laptop closed its page')
    })
  })
}
