import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import { SUBMISSIONS_PER_MINUTE } from '#api/modules/submissions/rate-limit.ts'
import { getAttempt, importDocument, saveAnswers, setDeadline, UNKNOWN_ID, user, UUID } from './attempts-helper.ts'
import { mockWith } from './mock-helper.ts'
import { field, mockSubmitWorld, setAnswerKey, startMock, storedState, submitMock } from './mock-submit-helper.ts'
import { get, jpeg, webm, type Part } from './submissions-helper.ts'

const recording = async (name = 'part.webm'): Promise<Part> => ['speakingFiles', await webm(), name, 'audio/webm']
const image = async (name = 'page.jpg'): Promise<Part> => ['writingFiles', await jpeg(), name, 'image/jpeg']
const LETTER = 'Dear Dr Smith, I am writing to refer Mrs Jones, who fell at home.'

const backend = HTTP_BACKEND

t.test('a full mock: listening and reading marked and scaled each on its own, writing and speaking queued', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full)
  const res = await submitMock(app, student, mocks.full, [
    field('attemptId', attemptId),
    field('listeningAnswers', { '1': 'key listening:1', '2': 'key listening:2', '3': 'key listening:3', '4': 'wrong', '5': '', '6': 'key listening:6' }),
    field('readingAnswers', { '1': 'key reading:1', '2': 'nope' }),
    field('writingAnswer', LETTER),
    field('writingData', { mode: 'computer' }),
    field('speakingResponses', [{ mainCardNumber: 1 }, { mainCardNumber: 2 }]),
    await recording('part-1.webm'),
    await recording('part-2.webm'),
  ])
  t.equal(res.statusCode, 200, res.body)
  // The sample's keys read "key listening:1", "key reading:1".
  const keys = (section: string, ids: string[]) => Object.fromEntries(ids.map((id) => [id, `key ${section}:${id}`]))
  // Each keyed question with the student's answer, the key and its stored verdict.
  const review = (section: string, given: Record<string, string>, right: string[]) =>
    Object.keys(given).map((id) => ({ questionId: id, answer: given[id], correctAnswer: `key ${section}:${id}`, isCorrect: right.includes(id) }))
  // 4 of 6 and 1 of 3 on the estimate through 30/42 -> 350: 327 -> 330 (C+) and 163 -> 160 (D).
  t.same(res.json(), {
    attemptId,
    results: {
      listening: {
        score: { roundedScore: 330, grade: 'C+' },
        correctAnswers: keys('listening', ['1', '2', '3', '4', '5', '6']),
        review: review('listening', { '1': 'key listening:1', '2': 'key listening:2', '3': 'key listening:3', '4': 'wrong', '5': '', '6': 'key listening:6' }, ['1', '2', '3', '6']),
      },
      reading: {
        score: { roundedScore: 160, grade: 'D' },
        correctAnswers: keys('reading', ['1', '2', '3']),
        review: review('reading', { '1': 'key reading:1', '2': 'nope', '3': '' }, ['1']),
      },
    },
    queuedForStaff: { writing: true, speakingParts: [1, 2] },
  })
  const attempt = (await getAttempt(app, student, attemptId)).json()
  t.equal(attempt.status, 'submitted')
  t.match(attempt.answers, { 'listening:1': 'key listening:1', 'reading:2': 'nope', 'writing:answer': LETTER })

  const letters = (await get(app, student, '/api/writing-tests/student/results')).json()
  t.equal(letters.length, 1)
  t.match(letters[0], { testId: mocks.full, source: 'mock', mode: 'computer', status: 'pending', writingAnswer: LETTER, files: [] })
  const recordings = (await get(app, student, '/api/speaking-tests/student/results')).json()
  t.same(recordings.map((s: { mainCardNumber: number }) => s.mainCardNumber).sort(), [1, 2])
  for (const submission of recordings) t.match(submission, { source: 'mock', status: 'pending', files: [{ contentType: 'audio/webm' }] })
})

t.test('paper writing: two photos become one pending letter with both pages', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing'] })
  const res = await submitMock(app, student, mocks.full, [
    field('attemptId', attemptId),
    field('writingData', { mode: 'paper' }),
    await image('page-1.jpg'),
    await image('page-2.jpg'),
  ])
  t.equal(res.statusCode, 200, res.body)
  t.same(res.json(), { attemptId, results: {}, queuedForStaff: { writing: true, speakingParts: [] } }, 'no keyed section chosen; the photos queued')
  const [letter] = (await get(app, student, '/api/writing-tests/student/results')).json()
  t.match(letter, { source: 'mock', mode: 'paper', status: 'pending', writingAnswer: null })
  t.equal(letter.files.length, 2)
})

t.test('a blank letter and no recording: nothing is queued, and the answer says so', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['listening', 'writing', 'speaking'] })
  const res = await submitMock(
    app,
    student,
    mocks.full,
    [field('attemptId', attemptId), field('listeningAnswers', { '1': 'key listening:1' }), field('writingAnswer', ' \n\t '), field('writingData', { mode: 'computer' }), field('speakingResponses', [])],
    'mock-submit-blank',
  )
  t.equal(res.statusCode, 200, res.body)
  t.same(res.json().queuedForStaff, { writing: false, speakingParts: [] }, 'no letter and no recording went to staff')
  t.same(await storedState(app, attemptId), { status: 'submitted', submissions: 0 }, 'the staff queue holds nothing of it')
  const retry = await submitMock(app, student, mocks.full, [field('attemptId', attemptId)], 'mock-submit-blank')
  t.same(retry.json(), res.json(), 'a retry answers the same')
})

t.test('one part recorded of two: the answer names only that part', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing', 'speaking'] })
  const res = await submitMock(app, student, mocks.full, [field('attemptId', attemptId), field('writingAnswer', LETTER), field('speakingResponses', [2]), await recording()])
  t.equal(res.statusCode, 200, res.body)
  t.same(res.json(), { attemptId, results: {}, queuedForStaff: { writing: true, speakingParts: [2] } })
})

t.test("SPEC.md section 5's lenient examples, marked through the submit call", async (t) => {
  const { app, student, admin } = await mockSubmitWorld(t, backend)
  const testId = await importDocument(app, admin, mockWith(['listening'], 'Lenient mock'))
  await setAnswerKey(app, testId, {
    'listening:1': 'blood pressure',
    'listening:2': 'ladder (wooden)',
    'listening:3': 'antibiotic',
    'listening:4': 'antibiotic',
    'listening:5': 'A ladder',
    'listening:6': '',
  })
  const attemptId = await startMock(app, student, testId)
  const res = await submitMock(app, student, testId, [
    field('attemptId', attemptId),
    field('listeningAnswers', {
      '1': 'Blood-pressure.', // punctuation and spaces ignored
      '2': 'ladder', // bracketed text ignored
      '3': 'antibxxxic', // 3 of 10 letters changed: ratio 0.7, accepted
      '4': 'antxxxxtic', // 4 of 10: ratio 0.6, refused
      '5': ' a  LADDER ', // case and spacing
      '6': 'anything', // an empty key is wrong for everybody
    }),
  ])
  t.equal(res.statusCode, 200, res.body)
  // 4 of 6 right.
  t.equal(res.json().results.listening.score.roundedScore, 330)
  const [attempt] = (await get(app, student, `/api/mock-tests/${testId}/results`)).json().results
  t.same(attempt.listening.yourAnswers['3'], 'antibxxxic')
  t.same(attempt.listening.correctAnswers['6'], '')
  t.equal(attempt.listening.score, 330, 'the results call marks the same way')
})

t.test('an Idempotency-Key retry answers the first result and stores nothing twice; another submit is 409', async (t) => {
  const { app, student, mocks, storedFiles } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['reading', 'writing', 'speaking'] })
  const parts = async (answer: string) => [
    field('attemptId', attemptId),
    field('readingAnswers', { '1': answer }),
    field('writingAnswer', LETTER),
    field('speakingResponses', [1]),
    await recording(),
  ]
  const first = await submitMock(app, student, mocks.full, await parts('key reading:1'), 'mock-submit-0001')
  t.equal(first.statusCode, 200, first.body)
  t.equal(first.json().results.reading.score.roundedScore, 160, '1 of 3')
  const files = await storedFiles()
  t.equal(files.length, 1, 'one recording stored')
  const retry = await submitMock(app, student, mocks.full, await parts('changed on retry'), 'mock-submit-0001')
  t.equal(retry.statusCode, 200)
  t.same(retry.json(), first.json(), 'the first result')
  t.same(await storedFiles(), files, "the retry's recording is not kept")
  t.same(await storedState(app, attemptId), { status: 'submitted', submissions: 2 }, 'one letter and one recording')
  const again = await submitMock(app, student, mocks.full, await parts('key reading:1'), 'mock-submit-0002')
  t.equal(again.statusCode, 409)
  t.match(again.json(), { statusCode: 409, message: 'This mock test attempt has already been submitted.' })
  t.same(await storedFiles(), files)
})

t.test('bad input: each a 4xx with a message, and nothing stored', async (t) => {
  const { app, other, mocks, tests, storedFiles } = await mockSubmitWorld(t, backend)
  // The cases are more calls than one student may make in a minute (decision 0032): each run
  // of them is sent by a student of its own, at an attempt of their own with the same sections.
  const sitter = async () => {
    const { token } = await user(app)
    return { token, attemptId: await startMock(app, token, mocks.full, { sections: ['listening', 'writing', 'speaking'] }) }
  }
  const ID: Part = ['attemptId', '(the sitter’s attempt)']
  const othersAttempt = await startMock(app, other, mocks.full)
  const readingOnly = await startMock(app, other, mocks.keyed, { sections: ['reading'] })
  const id = ID
  const text = Buffer.from('Good morning, I am the nurse.\n'.repeat(100))
  const cases: [string, Part[], number, RegExp | string][] = [
    ['no attemptId', [field('listeningAnswers', {})], 400, /attemptId is required/],
    ['attemptId not a uuid', [field('attemptId', 'abc')], 400, 'body.attemptId is not a valid uuid.'],
    ['listeningAnswers not JSON', [id, field('listeningAnswers', '{"1": ')], 400, 'body.listeningAnswers must be JSON.'],
    ['listeningAnswers a list', [id, field('listeningAnswers', ['a'])], 400, /listeningAnswers must be a JSON object/],
    ['an answer not text', [id, field('listeningAnswers', { '1': 5 })], 400, 'body.listeningAnswers.1 must be text.'],
    ['an unknown question', [id, field('listeningAnswers', { '99': 'x' })], 400, 'listeningAnswers: this mock has no listening question "99".'],
    ['a prefixed id', [id, field('listeningAnswers', { 'listening:1': 'x' })], 400, /no listening question "listening:1"/],
    ['writingData malformed', [id, field('writingData', '{mode')], 400, 'body.writingData must be JSON.'],
    ['writingData another mode', [id, field('writingData', { mode: 'pencil' })], 400, /writingData must be JSON like/],
    ['speakingResponses malformed', [id, field('speakingResponses', '[1,')], 400, 'body.speakingResponses must be JSON.'],
    ['a third image', [id, field('writingData', { mode: 'paper' }), await image(), await image(), await image()], 400, 'Maximum 2 images allowed.'],
    ['photos in computer mode', [id, field('writingData', { mode: 'computer' }), await image()], 400, /photos are sent with writingData/],
    ['a speaking file that is not audio', [id, field('speakingResponses', [1]), ['speakingFiles', text, 'part.mp3', 'audio/mpeg']], 415, /WebM or Ogg/],
    ['a recording without its part', [id, await recording()], 400, /one recording in speakingFiles for each part/],
    ['a part the mock lacks', [id, field('speakingResponses', [3]), await recording()], 400, 'speakingResponses: this mock has no speaking part 3.'],
    ['a section not chosen', [id, field('readingAnswers', { '1': 'x' })], 400, 'readingAnswers: this attempt did not choose the Reading section, so it cannot be sent.'],
    ['an unknown field', [id, field('score', 500)], 400, 'body: score is not a field this call accepts.'],
    ['an unknown attempt', [field('attemptId', UNKNOWN_ID)], 404, 'No such attempt for this mock test.'],
    ["someone else's attempt", [field('attemptId', othersAttempt)], 404, 'No such attempt for this mock test.'],
  ]
  const sitters: { token: string; attemptId: string }[] = []
  for (const [i, [name, parts, status, message]] of cases.entries()) {
    if (i % (SUBMISSIONS_PER_MINUTE - 2) === 0) sitters.push(await sitter())
    const { token, attemptId } = sitters.at(-1)!
    const res = await submitMock(app, token, mocks.full, parts.map((part) => (part === ID ? field('attemptId', attemptId) : part)))
    t.equal(res.statusCode, status, `${name}: ${res.body}`)
    t.match(res.json(), { statusCode: status, error: String, message }, name)
  }
  const { token: student, attemptId } = sitters.at(-1)!
  const elsewhere = await submitMock(app, other, mocks.full, [field('attemptId', readingOnly)])
  t.equal(elsewhere.statusCode, 404, 'an attempt at another mock')
  const notMock = await submitMock(app, student, tests.reading, [id])
  t.equal(notMock.statusCode, 404, 'not a mock test')
  const json = await app.inject({ method: 'POST', url: `/api/mock-tests/${mocks.full}/submit`, headers: { authorization: `Bearer ${student}` }, payload: { attemptId } })
  t.equal(json.statusCode, 415)
  t.match(json.json(), { message: /multipart\/form-data/ })
  const anonymous = await app.inject({ method: 'POST', url: `/api/mock-tests/${mocks.full}/submit`, payload: {} })
  t.equal(anonymous.statusCode, 401)

  for (const sat of sitters) {
    t.same(await storedState(app, sat.attemptId), { status: 'open', submissions: 0 }, 'the attempt is still open, with no submission')
  }
  t.same(await storedState(app, othersAttempt), { status: 'open', submissions: 0 })
  t.same(await storedFiles(), [], 'no photo or recording kept')
  const after = await submitMock(app, student, mocks.full, [field('attemptId', attemptId), field('listeningAnswers', { '1': 'key listening:1' })])
  t.equal(after.statusCode, 200, 'the attempt can still be submitted')
})

t.test('a submit merges into the saved sheet: a device holding some answers keeps the others, the newer typed wins', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['listening', 'reading', 'writing'] })
  const typedAt = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/attempts/${attemptId}/answers`,
    headers: { authorization: `Bearer ${student}` },
    payload: {
      answers: { 'listening:1': 'key listening:1', 'listening:3': 'key listening:3', 'reading:1': 'key reading:1', 'writing:answer': LETTER },
      typedAt: { 'listening:1': typedAt(60), 'listening:3': typedAt(60), 'reading:1': typedAt(10), 'writing:answer': typedAt(60) },
    },
  })
  t.equal(saved.statusCode, 200)
  // A second device: only listening 4, and reading 1 typed before the first device's answer to it.
  const res = await submitMock(app, student, mocks.full, [
    field('attemptId', attemptId),
    field('listeningAnswers', { '4': 'key listening:4' }),
    field('readingAnswers', { '1': 'an older answer' }),
    field('typedAt', { 'reading:1': typedAt(40) }),
  ])
  t.equal(res.statusCode, 200, res.body)
  const answered = (review: { questionId: string; answer: string }[]) => review.filter((item) => item.answer !== '').map((item) => [item.questionId, item.answer])
  t.same(answered(res.json().results.listening.review), [
    ['1', 'key listening:1'],
    ['3', 'key listening:3'],
    ['4', 'key listening:4'],
  ], 'listening: the saved answers and the sent one are marked')
  t.same(answered(res.json().results.reading.review), [['1', 'key reading:1']], 'reading: the newer saved answer wins')
  t.equal(res.json().queuedForStaff.writing, true, 'the saved letter is queued')
  const [letter] = (await get(app, student, '/api/writing-tests/student/results')).json()
  t.equal(letter.writingAnswer, LETTER)

  const bad = await submitMock(app, student, mocks.full, [field('attemptId', attemptId), field('typedAt', { 'listening:1': 'soon' })])
  t.equal(bad.statusCode, 400)
  t.match(bad.json().message, /typedAt/)
})

t.test('after the deadline and its grace the answers saved in time count; the letter too', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['listening', 'writing'] })
  t.equal((await saveAnswers(app, student, attemptId, { 'listening:1': 'key listening:1', 'writing:answer': LETTER })).statusCode, 200)
  await setDeadline(app, attemptId, -120)
  const res = await submitMock(app, student, mocks.full, [
    field('attemptId', attemptId),
    field('listeningAnswers', { '1': 'key listening:1', '2': 'key listening:2', '3': 'key listening:3' }),
    field('writingAnswer', `${LETTER} Typed after time.`),
  ])
  t.equal(res.statusCode, 200, res.body)
  // The one answer saved in time, not the three sent late: 1 of 6 is 82 -> 80.
  t.match(res.json(), { attemptId, results: { listening: { score: { roundedScore: 80, grade: 'E' } } } })
  const [letter] = (await get(app, student, '/api/writing-tests/student/results')).json()
  t.equal(letter.writingAnswer, LETTER, 'the letter saved in time')
  t.match(res.json().attemptId, UUID)
})

t.test('an attempt the server closed at its deadline still takes its recordings once; its answers stand as saved', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['listening', 'speaking'] })
  t.equal((await saveAnswers(app, student, attemptId, { 'listening:1': 'key listening:1' })).statusCode, 200)
  await setDeadline(app, attemptId, -120)
  t.equal(await app.attempts.closeOverdue(), 1, 'the sweep submitted it')
  const swept = (await get(app, student, `/api/attempts/${attemptId}`)).json()
  t.match(swept.result, { correctAnswers: 1, totalQuestions: 6 }, 'the sweep marks the chosen listening only, not the reading left out')
  t.same(
    swept.result.review.map((item: { questionId: string }) => item.questionId.split(':')[0]),
    Array(6).fill('listening'),
    'and its review lists those questions',
  )
  const parts = async () => [field('attemptId', attemptId), field('listeningAnswers', { '1': 'key listening:1', '2': 'key listening:2' }), field('speakingResponses', [1]), await recording()]
  const res = await submitMock(app, student, mocks.full, await parts(), 'after-the-sweep')
  t.equal(res.statusCode, 200, res.body)
  t.equal(res.json().results.listening.score.roundedScore, 80, 'the answer saved in time, not the late one')
  t.same(res.json().queuedForStaff, { writing: false, speakingParts: [1] }, 'the recording went to staff')
  t.same(await storedState(app, attemptId), { status: 'submitted', submissions: 1 }, 'the recording is queued')
  const retry = await submitMock(app, student, mocks.full, await parts(), 'after-the-sweep')
  t.same(retry.json(), res.json(), 'a retry replays')
  const again = await submitMock(app, student, mocks.full, await parts(), 'another-key-1')
  t.equal(again.statusCode, 409)
  t.same(await storedState(app, attemptId), { status: 'submitted', submissions: 1 }, 'once only')
})

t.test('a letter the sweep queued does not turn away the recordings sent after it', async (t) => {
  const { app, student, mocks, storedFiles } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing', 'speaking'] })
  t.equal((await saveAnswers(app, student, attemptId, { 'writing:answer': LETTER })).statusCode, 200)
  await setDeadline(app, attemptId, -120)
  t.equal(await app.attempts.closeOverdue(), 1, 'the sweep submitted it')
  t.same(await storedState(app, attemptId), { status: 'submitted', submissions: 1 }, 'with the saved letter queued')
  const parts = async () => [field('attemptId', attemptId), field('writingAnswer', `${LETTER} Typed after time.`), field('speakingResponses', [1]), await recording()]
  const res = await submitMock(app, student, mocks.full, await parts(), 'after-the-letter')
  t.equal(res.statusCode, 200, res.body)
  t.same(await storedState(app, attemptId), { status: 'submitted', submissions: 2 }, 'the recording is queued beside the letter')
  t.same(res.json().queuedForStaff, { writing: true, speakingParts: [1] }, 'the answer counts the letter the sweep queued')
  const letters = (await get(app, student, '/api/writing-tests/student/results')).json()
  t.equal(letters.length, 1, 'one letter')
  t.equal(letters[0].writingAnswer, LETTER, 'the one saved in time')
  const files = await storedFiles()
  t.equal(files.length, 1, 'the recording is stored')
  const again = await submitMock(app, student, mocks.full, await parts(), 'another-key-2')
  t.equal(again.statusCode, 409)
  t.same(await storedState(app, attemptId), { status: 'submitted', submissions: 2 }, 'once only')
  t.same(await storedFiles(), files, 'the refused recording is not kept')
})
