import t from 'tap'
import { eq } from 'drizzle-orm'
import { submissions } from '#api/db/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { attemptsWorld, bearer, getAttempt, saveAnswers, startedId, submit } from './attempts-helper.ts'
import { staffWorld, claim, person, postForm, saveDraft } from './staff-helper.ts'
import { postJson, writingUrl } from './submissions-helper.ts'

/**
 * Text PostgreSQL cannot store (a NUL, half of a surrogate pair) used to answer 500 wherever it
 * was sent, and an exam page that resends its whole answer map then failed every save after it.
 * Such text is now kept as U+FFFD, the replacement character, in every field (decision 0031).
 */

const NUL = 'a\u0000b'
const LONE = 'x\ud83d'

const backend = HTTP_BACKEND

t.test('an answer with NUL or a lone surrogate is saved cleaned; later saves and the submit work', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  const id = await startedId(app, student, tests.oetListening)
  // The page keeps the odd answer and sends it with every later save, and with the submit.
  const first = await saveAnswers(app, student, id, { '1': NUL, '2': LONE, '3': '\udc00' })
  t.equal(first.statusCode, 200)
  t.same((await getAttempt(app, student, id)).json().answers, { '1': 'a\ufffdb', '2': 'x\ufffd', '3': '\ufffd' })
  t.equal((await saveAnswers(app, student, id, { '1': NUL, '2': LONE, '4': 'typed later' })).statusCode, 200)
  // Saves merge question by question (decision 0037): question 3, not sent again, keeps its answer.
  t.same((await getAttempt(app, student, id)).json().answers, { '1': 'a\ufffdb', '2': 'x\ufffd', '3': '\ufffd', '4': 'typed later' })
  t.equal((await saveAnswers(app, student, id, { '4': 'clean' })).statusCode, 200)
  const submitted = await submit(app, student, tests.oetListening, { '1': NUL, '4': 'clean' }, { attemptId: id })
  t.equal(submitted.statusCode, 200)
  // The submit merges into the saved sheet (decision 0082): 2 and 3, saved cleaned, are kept.
  t.same((await getAttempt(app, student, id)).json().answers, { '1': 'a\ufffdb', '2': 'x\ufffd', '3': '\ufffd', '4': 'clean' })
  // A whole emoji is text like any other.
  const next = await startedId(app, student, tests.reading)
  t.equal((await saveAnswers(app, student, next, { '1': 'ok \ud83d\ude00' })).statusCode, 200)
  t.same((await getAttempt(app, student, next)).json().answers, { '1': 'ok \ud83d\ude00' })
})

t.test('a key with NUL is cleaned before it is checked', async (t) => {
  const { app, student, tests } = await attemptsWorld(t, backend)
  const id = await startedId(app, student, tests.oetListening)
  const res = await saveAnswers(app, student, id, { '1\u0000': 'a' })
  t.equal(res.statusCode, 400)
  t.match(res.json(), { statusCode: 400, error: 'Bad Request', message: /1\ufffd is not a field this call accepts/ })
})

t.test('login, forgot-password and the admin search take such text without a 500', async (t) => {
  const { app, admin } = await attemptsWorld(t, backend)
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@example.test`, password: 'correct horse battery' } })
  t.equal(login.statusCode, 401)
  const forgot = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `a${NUL}@example.test` } })
  t.equal(forgot.statusCode, 202)
  const search = await app.inject({ method: 'GET', url: '/api/admin/users?query=a%00b', headers: bearer(admin) })
  t.equal(search.statusCode, 200)
  t.same(search.json(), { items: [] })
})

t.test('a letter, a start time, a staff draft and evaluation comments are stored cleaned', async (t) => {
  const { app, staff, tests, submissions: made } = await staffWorld(t, backend)
  // A student of its own: the world's students each have a letter of this test waiting already.
  const writer = await person(app, 'student')
  const letter = await postJson(app, { token: writer.token }, writingUrl(tests.writing), { writingAnswer: `Dear Dr ${NUL},`, startTime: LONE })
  t.equal(letter.statusCode, 201)
  const [row] = await app.database.db.select().from(submissions).where(eq(submissions.id, (letter.json() as { submissionId: string }).submissionId))
  t.equal(row!.writingAnswer, 'Dear Dr a\ufffdb,')
  t.equal(row!.startTime, 'x\ufffd')
  t.equal((await claim(app, staff.token, made.typed)).statusCode, 200)
  const draft = await saveDraft(app, staff.token, made.typed, { feedback: NUL, [`k${LONE}`]: 'v' })
  t.equal(draft.statusCode, 200)
  const criteria = { purpose: 1, content: 1, conciseness: 1, genre: 1, organisation: 1, language: 1 }
  const evaluated = await postForm(app, { token: staff.token }, `/api/staff/submissions/${made.typed}/evaluation`, [
    ['criteria', JSON.stringify(criteria)],
    ['grade', 'E'],
    ['adminComments', NUL],
    ['feedback', `Well done ${NUL}`],
  ])
  t.equal(evaluated.statusCode, 200, evaluated.body)
  t.match(evaluated.json(), { evaluation: { adminComments: 'a\ufffdb', feedback: 'Well done a\ufffdb' } })
})
