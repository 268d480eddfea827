import t from 'tap'
import { TEST_ALREADY_SUBMITTED_MESSAGE } from '#shared/submissions/submissions.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { ageAttempt, getAttempt, saveAnswers, start, startedId } from './attempts-helper.ts'
import { get, photo, postForm, postJson, submissionsWorld, writingUrl } from './submissions-helper.ts'

const backend = HTTP_BACKEND

t.test('a writing attempt runs 2700 s, locked for the first 300 s', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const res = await start(app, student, { testId: tests.writing, mode: 'simulation' })
  t.equal(res.statusCode, 201)
  const attempt = res.json()
  t.same(attempt.timing, { total: 2700, locked: 300 })
  t.equal(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt), 2700 * 1000)
})

t.test('a 20,000-character letter is autosaved; other kinds keep the 1,000-character limit', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const writing = await startedId(app, student, tests.writing)
  const letter = 'word '.repeat(4000)
  t.equal(letter.length, 20_000)
  t.equal((await saveAnswers(app, student, writing, { writingAnswer: letter })).statusCode, 200)
  t.equal((await getAttempt(app, student, writing)).json().answers.writingAnswer, letter)
  const longer = await saveAnswers(app, student, writing, { writingAnswer: `${letter}x` })
  t.equal(longer.statusCode, 400)
  t.match(longer.json().message, /writingAnswer is too long: at most 20000 characters/)
  t.equal((await saveAnswers(app, student, writing, { '1': 'x' })).statusCode, 400, 'a writing attempt asks no numbered question')

  const listening = await startedId(app, student, tests.listening)
  const answer = await saveAnswers(app, student, listening, { '1': 'x'.repeat(1001) })
  t.equal(answer.statusCode, 400)
  t.equal(answer.json().message, 'body.answers.1 is too long: at most 1000 characters.')
  t.equal((await saveAnswers(app, student, listening, { '1': 'x'.repeat(1000) })).statusCode, 200)
  const notWriting = await saveAnswers(app, student, listening, { writingAnswer: 'Dear Doctor' })
  t.equal(notWriting.statusCode, 400, 'writingAnswer is no question of a listening test')
  t.same((await getAttempt(app, student, writing)).json().answers, { writingAnswer: letter }, 'refused saves changed nothing')
})

t.test('the submission closes the writing attempt; a second is 409; a retry with its key answers the first', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const attemptId = await startedId(app, student, tests.writing)
  await ageAttempt(app, attemptId, 301)
  const call = { token: student, idempotencyKey: 'close-attempt-0001' }
  const body = { writingAnswer: 'Dear Nurse, please visit Ms Doe.', startTime: null, attemptId }
  const first = await postJson(app, call, writingUrl(tests.writing), body)
  t.equal(first.statusCode, 201)
  const closed = (await getAttempt(app, student, attemptId)).json()
  t.equal(closed.status, 'submitted')
  t.same(closed.answers, { writingAnswer: body.writingAnswer })
  t.equal((await saveAnswers(app, student, attemptId, { writingAnswer: 'changed' })).statusCode, 409, 'no save after the submission')

  const retry = await postJson(app, call, writingUrl(tests.writing), body)
  t.equal(retry.statusCode, 201)
  t.equal(retry.json().submissionId, first.json().submissionId)
  const second = await postJson(app, { token: student }, writingUrl(tests.writing), body)
  t.equal(second.statusCode, 409)
  t.same(second.json(), { statusCode: 409, error: 'Conflict', code: 'ALREADY_SUBMITTED', message: TEST_ALREADY_SUBMITTED_MESSAGE })
  t.equal(TEST_ALREADY_SUBMITTED_MESSAGE, 'This test has already been submitted.')
  const photos = await postForm(app, { token: student }, writingUrl(tests.writing), [['attemptId', attemptId], await photo()])
  t.equal(photos.statusCode, 409)
  t.equal((await get(app, student, '/api/writing-tests/student/results')).json().length, 1)
})

t.test('paper mode closes its attempt too; another student’s or another test’s attempt is 404', async (t) => {
  const { app, student, other, tests } = await submissionsWorld(t, backend)
  const attemptId = await startedId(app, student, tests.writing)
  await ageAttempt(app, attemptId, 301)
  const theirs = await postForm(app, { token: other }, writingUrl(tests.writing), [['attemptId', attemptId], await photo()])
  t.equal(theirs.statusCode, 404)
  const reading = await startedId(app, student, tests.reading)
  const wrongTest = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'Dear Doctor', attemptId: reading })
  t.equal(wrongTest.statusCode, 404)
  const badId = await postForm(app, { token: student }, writingUrl(tests.writing), [['attemptId', 'not-a-uuid'], await photo()])
  t.equal(badId.statusCode, 400)
  const res = await postForm(app, { token: student }, writingUrl(tests.writing), [
    ['startTime', '2025-01-01T10:00:00.000Z'],
    ['attemptId', attemptId],
    await photo(),
  ])
  t.equal(res.statusCode, 201)
  t.equal((await getAttempt(app, student, attemptId)).json().status, 'submitted')
})

t.test('after the deadline and its grace, the letter saved in time is the one submitted', async (t) => {
  const { app, student, tests } = await submissionsWorld(t, backend)
  const attemptId = await startedId(app, student, tests.writing)
  t.equal((await saveAnswers(app, student, attemptId, { writingAnswer: 'Saved in time.' })).statusCode, 200)
  await ageAttempt(app, attemptId, 2700 + 120)
  const res = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'Typed after time ran out.', attemptId })
  t.equal(res.statusCode, 201)
  const [listed] = (await get(app, student, '/api/writing-tests/student/results')).json()
  t.equal(listed.writingAnswer, 'Saved in time.')
  t.equal((await getAttempt(app, student, attemptId)).json().status, 'submitted')
})
