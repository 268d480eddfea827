import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { FLAG_REASONS, MIN_ATTEMPTS_FOR_FLAGS } from '#shared/item-statistics/item-statistics.ts'
import type { ItemStatisticsResponse, QuestionStatistics } from '#shared/item-statistics/schema.ts'
import { buildTestApi, HTTP_BACKEND, newStudent } from '#test/helper.ts'
import { bearer, importDocument, startedId, storeMedia, submit, UNKNOWN_ID, user, type Api } from './attempts-helper.ts'
import { person } from './staff-helper.ts'
import { mockWith } from './mock-helper.ts'
import { field, submitMock } from './mock-submit-helper.ts'

/** Issue 37: item statistics per test version, for staff (GET /api/staff/tests/{id}/item-statistics and .csv). */

const CLASS_SIZE = MIN_ATTEMPTS_FOR_FLAGS + 2

/**
 * OET listening 1 with its multiple-choice questions keyed to options: question 3 ("Yes") is a
 * good question, question 4 is broken, keyed "No", the answer the weakest students give.
 */
function keyedListening() {
  const document = sampleDocument('oetListeningExtract')
  return { ...document, answerKey: { ...document.answerKey, '3': 'Yes', '4': 'No', '5': 'Yes', '6': 'Maybe' } }
}

/** What student `i` of the class answers: the stronger (higher i), the more right, except question 4. */
function answersOf(i: number): Record<string, string> {
  const strong = i >= CLASS_SIZE / 2
  return {
    '1': i >= CLASS_SIZE / 4 ? 'key 1' : i % 2 ? 'ladder' : '',
    '2': i >= CLASS_SIZE / 2 ? 'key 2' : 'seven',
    '3': strong ? 'Yes' : 'Maybe',
    '4': strong ? 'Yes' : 'No',
    '5': i >= (CLASS_SIZE * 3) / 8 ? 'Yes' : 'No',
    '6': i >= (CLASS_SIZE * 5) / 8 ? 'Maybe' : 'Yes',
  }
}

/** A student registered from an address of their own (registration is limited per address, as a class behind one router would not be). */
async function studentFrom(app: Api, i: number): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: newStudent(`Student ${i}`), remoteAddress: `10.0.${i}.1` })
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { token: string }).token
}

async function statisticsWorld(t: Parameters<typeof buildTestApi>[0]) {
  const app = await buildTestApi(t, HTTP_BACKEND, { SWEEP_INTERVAL_SECONDS: '0' })
  await storeMedia(app)
  const admin = await user(app, 'admin')
  const staff = await person(app, 'staff')
  const student = await user(app)
  const tests = {
    listening: await importDocument(app, admin.token, keyedListening()),
    reading: await importDocument(app, admin.token, sampleDocument('oetReading')),
    writing: await importDocument(app, admin.token, sampleDocument('oetWriting')),
    mock: await importDocument(app, admin.token, mockWith(['listening', 'reading'])),
  }
  return { app, admin: admin.token, staff: staff.token, student: student.token, tests }
}

const statistics = (app: Api, token: string | undefined, id: string, suffix = '') =>
  app.inject({ method: 'GET', url: `/api/staff/tests/${id}/item-statistics${suffix}`, headers: token ? bearer(token) : {} })
const question = (body: ItemStatisticsResponse, id: string) => body.parts.flatMap((part) => part.questions).find((item) => item.id === id) as QuestionStatistics

t.test('a seeded broken question is flagged, a good one is not, once enough attempts are in', async (t) => {
  const { app, staff, admin, student, tests } = await statisticsWorld(t)
  for (let i = 0; i < CLASS_SIZE; i++) t.equal((await submit(app, await studentFrom(app, i), tests.listening, answersOf(i))).statusCode, 200)
  // An attempt still open, and one at another test, are not counted.
  await startedId(app, student, tests.listening)
  await submit(app, student, tests.reading, { '1': 'Yes' })

  const res = await statistics(app, staff, tests.listening)
  t.equal(res.statusCode, 200, res.body)
  const body = res.json() as ItemStatisticsResponse
  t.match(body, { testId: tests.listening, title: 'OET listening 1', kind: 'oet-listening', version: 1, attempts: CLASS_SIZE, minAttemptsForFlags: MIN_ATTEMPTS_FOR_FLAGS, flagsShown: true })
  t.same(body.parts.map((part) => [part.title, part.questions.map((item) => item.id)]), [['Part A', ['1', '2', '3']], ['Part B', ['4']], ['Part C', ['5', '6']]])

  const good = question(body, '3')
  t.match(good, { type: 'mcq', text: 'Question 3?', attempts: CLASS_SIZE, facility: 0.5, discrimination: 1, blanks: 0 })
  t.ok(good.pointBiserial! > 0.5, `good point-biserial ${good.pointBiserial}`)
  t.same(good.flags, [], 'a good question is not flagged')
  t.same(good.optionCounts, [
    { option: 'Yes', count: CLASS_SIZE / 2, isKey: true },
    { option: 'No', count: 0, isKey: false },
    { option: 'Maybe', count: CLASS_SIZE / 2, isKey: false },
  ])

  const broken = question(body, '4')
  t.equal(broken.discrimination, -1, 'the broken question discriminates negatively')
  t.ok(broken.pointBiserial! < 0)
  t.same(broken.flags, [
    { code: 'negative', reason: FLAG_REASONS.negative },
    { code: 'distractor', reason: FLAG_REASONS.distractor },
  ])

  const notes = question(body, '1')
  t.equal(notes.blanks, CLASS_SIZE / 8, 'blanks counted')
  t.same(notes.wrongAnswers, [{ answer: 'ladder', count: CLASS_SIZE / 8 }], 'the common wrong answers of a completion question')

  t.equal((await statistics(app, admin, tests.listening)).statusCode, 200, 'admins may read them too')
})

t.test('below the minimum of attempts nothing is flagged and the answer says how many there are', async (t) => {
  const { app, staff, tests } = await statisticsWorld(t)
  for (let i = 0; i < 3; i++) await submit(app, await studentFrom(app, i), tests.listening, answersOf(i * 10))
  const body = (await statistics(app, staff, tests.listening)).json() as ItemStatisticsResponse
  t.match(body, { attempts: 3, flagsShown: false, flagNote: `No flags yet: 3 attempts so far, and flags need at least ${MIN_ATTEMPTS_FOR_FLAGS}.` })
  t.ok(body.parts.every((part) => part.questions.every((item) => item.flags.length === 0)))

  const empty = (await statistics(app, staff, tests.reading)).json() as ItemStatisticsResponse
  t.match(empty, { attempts: 0, flagsShown: false })
  t.match(question(empty, '1'), { attempts: 0, facility: null, discrimination: null, pointBiserial: null })
})

t.test("a mock's questions are keyed by section, from the sections each attempt was marked against", async (t) => {
  const { app, staff, student, tests } = await statisticsWorld(t)
  const attemptId = await startedId(app, student, tests.mock, { mode: 'simulation', sections: ['reading'] })
  const res = await submitMock(app, student, tests.mock, [field('attemptId', attemptId), field('readingAnswers', { '1': 'key reading:1', '2': 'nope' })])
  t.equal(res.statusCode, 200, res.body)
  const body = (await statistics(app, staff, tests.mock)).json() as ItemStatisticsResponse
  t.same(body.parts.map((part) => part.title), ['Listening, Part A', 'Listening, Part B', 'Listening, Part C', 'Reading, Part A', 'Reading, Part B', 'Reading, Part C'])
  t.match(question(body, 'reading:1'), { section: 'reading', attempts: 1, facility: 1 })
  t.match(question(body, 'reading:2'), { attempts: 1, facility: 0 })
  t.match(question(body, 'listening:1'), { section: 'listening', attempts: 0, facility: null }, 'a section not sat does not count')
})

t.test('staff and admins only; unknown, malformed and writing tests refused in words a person can act on', async (t) => {
  const { app, staff, student, tests } = await statisticsWorld(t)
  for (const suffix of ['', '.csv']) {
    t.equal((await statistics(app, undefined, tests.listening, suffix)).statusCode, 401, `${suffix || 'json'}: no session`)
    t.equal((await statistics(app, student, tests.listening, suffix)).statusCode, 403, `${suffix || 'json'}: a student`)
    t.equal((await statistics(app, staff, UNKNOWN_ID, suffix)).statusCode, 404, `${suffix || 'json'}: unknown id`)
    t.equal((await statistics(app, staff, 'not-an-id', suffix)).statusCode, 400, `${suffix || 'json'}: bad id`)
    const writing = await statistics(app, staff, tests.writing, suffix)
    t.equal(writing.statusCode, 409, `${suffix || 'json'}: a writing test`)
    t.match(writing.json(), { message: /marked by evaluators.*listening, reading and mock tests/ })
  }
})

t.test('the CSV: one row per question, a file name, formula-safe text', async (t) => {
  const { app, admin, staff, tests } = await statisticsWorld(t)
  const document = keyedListening()
  const content = document.content as { partB: { questions: { question: { content: { question: string } } }[] } }
  content.partB.questions[0]!.question.content.question = '=HYPERLINK("http://evil.example","click")'
  const hostile = await importDocument(app, admin, { ...document, title: 'Hostile listening' })
  await submit(app, await studentFrom(app, 1), hostile, { ...answersOf(20), '1': '@SUM(A1)' })

  const res = await statistics(app, staff, hostile, '.csv')
  t.equal(res.statusCode, 200, res.body)
  t.match(res.headers['content-type'], /^text\/csv; charset=utf-8/)
  t.equal(res.headers['content-disposition'], 'attachment; filename="item-statistics-hostile-listening-v1.csv"')
  const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
  t.equal(lines.length, 1 + 6, 'a header and one row per question')
  t.match(lines[0], /^Part,Question,Type,Question text,Key,Attempts,Facility,Discrimination,Point-biserial,Blanks,Options chosen,Common wrong answers,Flags$/)
  t.match(lines[4], /^Part B,4,mcq,"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",No,1,0,/, 'a formula in a question is shown, not run')
  t.match(lines[1], /,'@sum\(a1\): 1,/, 'a wrong answer that looks like a formula is quoted too')
  t.equal((await statistics(app, staff, tests.reading, '.csv')).statusCode, 200, 'a test with no attempts exports its questions')
})
