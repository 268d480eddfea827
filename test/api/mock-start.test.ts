import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import { getAttempt, saveAnswers, start, storedAttempts } from './attempts-helper.ts'
import { mockWorld } from './mock-helper.ts'

const seconds = (later: string, earlier: string) => (Date.parse(later) - Date.parse(earlier)) / 1000

const backend = HTTP_BACKEND

t.test('a mock without sections sits every section it has, with the default limits', async (t) => {
  const { app, student, mocks } = await mockWorld(t, backend)
  const res = await start(app, student, { testId: mocks.full, mode: 'simulation' })
  t.equal(res.statusCode, 201)
  const attempt = res.json()
  t.match(attempt, { kind: 'mock', status: 'open', sections: ['listening', 'reading', 'writing', 'speaking'] })
  // 40 min + 900 s + 2700 s + 45 min, four 30 s countdowns, and 20 minutes left for speaking.
  // Writing's first 5 minutes are its reading time, inside its 45.
  t.same(attempt.timing, { listening: 2400, readingPartA: 900, readingPartsBC: 2700, writing: 2700, writingLocked: 300, total: 8700 + 120 + 1200 })
  t.equal(seconds(attempt.deadlineAt, attempt.startedAt), attempt.timing.total)
  const [stored] = await storedAttempts(app, mocks.full)
  t.same(stored!.sections, ['listening', 'reading', 'writing', 'speaking'], 'stored with the attempt')
})

t.test('chosen sections are stored in the order Listening, Reading, Writing, Speaking, timed only if chosen', async (t) => {
  const { app, student, other, mocks } = await mockWorld(t, backend)
  const res = await start(app, student, { testId: mocks.full, mode: 'simulation', sections: ['writing', 'listening'] })
  t.equal(res.statusCode, 201)
  t.same(res.json().sections, ['listening', 'writing'])
  t.same(res.json().timing, { listening: 2400, writing: 2700, writingLocked: 300, total: 2400 + 2700 + 60 })
  const reading = await start(app, other, { testId: mocks.full, mode: 'simulation', sections: ['reading'] })
  t.same(reading.json().timing, { readingPartA: 900, readingPartsBC: 2700, total: 3630 })
})

t.test('practice minutes apply to each timed section', async (t) => {
  const { app, student, other, mocks } = await mockWorld(t, backend)
  const res = await start(app, student, { testId: mocks.full, mode: 'practice', minutes: 10, sections: ['reading', 'listening'] })
  t.equal(res.statusCode, 201)
  t.same(res.json().timing, { listening: 600, readingPartA: 600, readingPartsBC: 600, total: 1800 + 60 })
  const writing = await start(app, other, { testId: mocks.full, mode: 'practice', minutes: 20, sections: ['writing'] })
  t.same(writing.json().timing, { writing: 1200, writingLocked: 120, total: 1200 + 30 }, "writing's reading time: the exam's share of the minutes chosen")
})

t.test('speaking alone has no deadline', async (t) => {
  const { app, student, mocks } = await mockWorld(t, backend)
  const res = await start(app, student, { testId: mocks.full, mode: 'simulation', sections: ['speaking'] })
  t.equal(res.statusCode, 201)
  t.same(res.json().sections, ['speaking'])
  t.same(res.json().timing, { total: null })
  t.equal(res.json().deadlineAt, null)
})

t.test('resuming an open mock answers its stored sections, not the ones asked the second time', async (t) => {
  const { app, student, mocks } = await mockWorld(t, backend)
  const first = await start(app, student, { testId: mocks.full, mode: 'simulation', sections: ['reading', 'speaking'] })
  const again = await start(app, student, { testId: mocks.full, mode: 'simulation' })
  t.equal(again.statusCode, 200)
  t.equal(again.json().id, first.json().id)
  t.same(again.json().sections, ['reading', 'speaking'])
  t.same((await getAttempt(app, student, first.json().id)).json().sections, ['reading', 'speaking'])
})

t.test('bad sections are 400 with a message and store nothing', async (t) => {
  const { app, student, mocks, tests } = await mockWorld(t, backend)
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['empty', { testId: mocks.full, mode: 'simulation', sections: [] }, /sections/],
    ['unknown section', { testId: mocks.full, mode: 'simulation', sections: ['maths'] }, /sections/],
    ['twice', { testId: mocks.full, mode: 'simulation', sections: ['reading', 'reading'] }, /sections/],
    ['a section the mock lacks', { testId: mocks.keyed, mode: 'simulation', sections: ['listening', 'writing'] }, /no writing section; choose from listening, reading/],
    ['a non-mock test', { testId: tests.reading, mode: 'simulation', sections: ['reading'] }, /only a mock test has sections/],
  ]
  for (const [name, body, message] of cases) {
    const res = await start(app, student, body)
    t.equal(res.statusCode, 400, name)
    t.match(res.json(), { statusCode: 400, error: 'Bad Request', message }, name)
  }
  t.equal((await storedAttempts(app)).length, 0, 'no attempt stored')
})

t.test('a non-mock attempt answers sections null', async (t) => {
  const { app, student, tests } = await mockWorld(t, backend)
  const res = await start(app, student, { testId: tests.reading, mode: 'simulation' })
  t.equal(res.json().sections, null)
})

t.test('autosave takes listening:, reading: ids and the letter under writing:answer, nothing else', async (t) => {
  const { app, student, mocks } = await mockWorld(t, backend)
  const id = (await start(app, student, { testId: mocks.full, mode: 'simulation' })).json().id as string
  const letter = 'Dear Doctor, '.repeat(1500)
  const saved = await saveAnswers(app, student, id, { 'listening:1': 'a ladder', 'reading:2': 'B', 'writing:answer': letter })
  t.equal(saved.statusCode, 200)
  t.same((await getAttempt(app, student, id)).json().answers, { 'listening:1': 'a ladder', 'reading:2': 'B', 'writing:answer': letter })
  const bad: [string, Record<string, string>, RegExp][] = [
    ['an unprefixed id', { '1': 'x' }, /no question "1"/],
    ['an id the mock lacks', { 'reading:99': 'x' }, /no question "reading:99"/],
    ['the writing test key', { writingAnswer: 'x' }, /no question "writingAnswer"/],
    ['a long listening answer', { 'listening:1': 'x'.repeat(1001) }, /listening:1 is too long/],
    ['a letter over 20,000', { 'writing:answer': 'x'.repeat(20_001) }, /writing:answer/],
  ]
  for (const [name, answers, message] of bad) {
    const res = await saveAnswers(app, student, id, answers)
    t.equal(res.statusCode, 400, name)
    t.match(res.json(), { statusCode: 400, message }, name)
  }
  t.equal((await getAttempt(app, student, id)).json().answers['listening:1'], 'a ladder', 'the refused saves changed nothing')
})

t.test('a mock without writing refuses a letter', async (t) => {
  const { app, student, mocks } = await mockWorld(t, backend)
  const id = (await start(app, student, { testId: mocks.keyed, mode: 'simulation' })).json().id as string
  const res = await saveAnswers(app, student, id, { 'writing:answer': 'Dear Doctor' })
  t.equal(res.statusCode, 400)
  t.match(res.json(), { message: /no question "writing:answer"/ })
})
