import { eq } from 'drizzle-orm'
import t from 'tap'
import { attempts, submissions } from '#api/db/schema.ts'
import type { ReviewItem } from '#shared/results/schema.ts'
import { scaleScore } from '#shared/scoring/index.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { UNKNOWN_ID } from './attempts-helper.ts'
import { field, mockSubmitWorld, startMock, submitMock } from './mock-submit-helper.ts'
import { get, jpeg, webm, type Part } from './submissions-helper.ts'

const recording = async (): Promise<Part> => ['speakingFiles', await webm(), 'part.webm', 'audio/webm']
const results = (app: Parameters<typeof get>[0], token: string, testId: string) => get(app, token, `/api/mock-tests/${testId}/results`)

const backend = HTTP_BACKEND

t.test('no attempts: 200 with the test name, the student and an empty list', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  await startMock(app, student, mocks.full)
  const res = await results(app, student, mocks.full)
  t.equal(res.statusCode, 200)
  t.same(res.json(), { testName: 'Mock 1', username: 'A student', attempts: 0, results: [] }, 'an open attempt is not a result')
})

t.test('attempts oldest first: reviews of the chosen keyed sections, the letter and the recordings', async (t) => {
  const { app, student, other, mocks } = await mockSubmitWorld(t, backend)
  const first = await startMock(app, student, mocks.full, { sections: ['listening', 'reading', 'writing'] })
  const firstAnswer = await submitMock(app, student, mocks.full, [
    field('attemptId', first),
    field('listeningAnswers', { '1': 'key listening:1', '2': 'wrong' }),
    field('readingAnswers', { '1': 'Key reading:1.' }),
    field('writingAnswer', 'Dear Dr Smith'),
  ])
  t.equal(firstAnswer.statusCode, 200, firstAnswer.body)
  const second = await startMock(app, student, mocks.full, { sections: ['speaking'] })
  t.equal((await submitMock(app, student, mocks.full, [field('attemptId', second), field('speakingResponses', [2, 1]), await recording(), await recording()])).statusCode, 200)

  const res = await results(app, student, mocks.full)
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.match(body, { testName: 'Mock 1', username: 'A student', attempts: 2 })
  const [one, two] = body.results
  t.equal(one.attemptId, first, 'oldest first')
  t.ok(Date.parse(one.submittedAt) <= Date.parse(two.submittedAt))
  t.same(one.listening.yourAnswers, { '1': 'key listening:1', '2': 'wrong' })
  t.equal(one.listening.correctAnswers['1'], 'key listening:1', 'un-prefixed ids')
  t.equal(one.listening.score, firstAnswer.json().results.listening.score.roundedScore, 'the score the submit answered')
  t.equal(one.reading.score, firstAnswer.json().results.reading.score.roundedScore)
  t.match(one.writing.fullSubmission, { marks: null, grade: null, adminComments: null, evaluationPdf: null })
  t.equal(one.speaking, null)
  t.equal(two.attemptId, second)
  t.same([two.listening, two.reading, two.writing], [null, null, null], 'sections not chosen')
  t.match(two.speaking.fullSubmission, { marks: null, adminComments: null, feedback: null, evaluationPdf: null, audioUrl: /^\/api\/submission-files\// })
  const audio = await get(app, student, two.speaking.fullSubmission.audioUrl)
  t.equal(audio.statusCode, 200)
  t.equal(audio.headers['content-type'], 'audio/webm')

  t.same((await results(app, other, mocks.full)).json().results, [], "another student sees none of mine")
})

t.test("each keyed section carries its review of record, the submit's own, and its score is counted from it", async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['listening', 'reading'] })
  const sent = await submitMock(app, student, mocks.full, [
    field('attemptId', attemptId),
    field('listeningAnswers', { '1': 'Key listening:1.', '2': 'wrong' }),
    field('readingAnswers', { '1': 'key reading:1', '3': 'key reading:3' }),
  ])
  t.equal(sent.statusCode, 200, sent.body)
  const [attempt] = (await results(app, student, mocks.full)).json().results
  const ticks = (review: ReviewItem[]) => review.map((item) => item.isCorrect)
  t.same(
    attempt.listening.review.slice(0, 3),
    [
      { questionId: '1', answer: 'Key listening:1.', correctAnswer: 'key listening:1', isCorrect: true },
      { questionId: '2', answer: 'wrong', correctAnswer: 'key listening:2', isCorrect: false },
      { questionId: '3', answer: '', correctAnswer: 'key listening:3', isCorrect: false },
    ],
    'un-prefixed ids, marked leniently when submitted',
  )
  t.same(ticks(attempt.reading.review), [true, false, true])
  for (const section of ['listening', 'reading'] as const) {
    const review: ReviewItem[] = attempt[section].review
    t.equal(review.length, Object.keys(attempt[section].correctAnswers).length, `${section}: every keyed question`)
    t.equal(attempt[section].score, scaleScore(ticks(review).filter(Boolean).length, review.length), `${section}: the score counts the ticks`)
    t.same(sent.json().results[section].review, review, `${section}: the submit answered the same review`)
  }
})

t.test('a stored verdict is answered as stored: review, score and progress follow the record, never a new marking', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['reading'] })
  t.equal((await submitMock(app, student, mocks.full, [field('attemptId', attemptId), field('readingAnswers', { '1': 'key reading:1' })])).statusCode, 200)
  const [row] = await app.database.db.select().from(attempts).where(eq(attempts.id, attemptId))
  t.same(row!.review, [true, false, false], "one verdict per keyed question of the sections chosen")
  // As if the marking rules had changed since: the record says question 1 was wrong.
  await app.database.db.update(attempts).set({ review: [false, false, false] }).where(eq(attempts.id, attemptId))
  const [attempt] = (await results(app, student, mocks.full)).json().results
  t.same(attempt.reading.review[0], { questionId: '1', answer: 'key reading:1', correctAnswer: 'key reading:1', isCorrect: false })
  t.equal(attempt.reading.score, 0)
  const progress = (await get(app, student, '/api/me/attempts')).json() as { attemptId: string; mockSections: unknown[] }[]
  t.match(progress.find((mine) => mine.attemptId === attemptId)!.mockSections, [{ section: 'reading', score: 0, correctAnswers: 0, totalQuestions: 3 }])
})

t.test('evaluations show: writing marks, grade, comments, PDF, criteria and comments on its words; speaking per part, and once every part is marked on 0-500', async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing', 'speaking'] })
  const sent = await submitMock(app, student, mocks.full, [
    field('attemptId', attemptId),
    field('writingAnswer', 'Dear Dr Smith'),
    field('speakingResponses', [1, 2]),
    await recording(),
    await recording(),
  ])
  t.equal(sent.statusCode, 200, sent.body)
  const made = await app.database.db.select().from(submissions).where(eq(submissions.attemptId, attemptId))
  const letter = made.find((row) => row.skill === 'writing')!
  const [part1, part2] = made.filter((row) => row.skill === 'speaking').sort((a, b) => a.mainCardNumber! - b.mainCardNumber!)
  const evaluate = (id: string, values: Partial<typeof submissions.$inferInsert>) =>
    app.database.db.update(submissions).set({ status: 'evaluated', evaluatedAt: new Date(), ...values }).where(eq(submissions.id, id))
  const letterCriteria = { purpose: 3, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 4 }
  const onDear = { kind: 'text' as const, start: 0, end: 4, comment: 'Formal and correct.' }
  await evaluate(letter.id, { marks: 27, grade: 'B', adminComments: 'Clear purpose.', evaluationPdf: 'evaluations/letter.pdf', criteria: letterCriteria, anchoredComments: [onDear] })
  const part1Criteria = { intelligibility: 6, fluency: 6, appropriateness: 6, grammar: 6, relationship: 3, perspective: 3, structure: 0, gathering: 0, giving: 0 }
  const atTwo = { kind: 'time' as const, at: 2, comment: 'Slow down here.' }
  await evaluate(part1!.id, { marks: 30, grade: 'B', adminComments: 'Good rapport.', feedback: 'Well done', criteria: part1Criteria, anchoredComments: [atTwo] })

  let [attempt] = (await results(app, student, mocks.full)).json().results
  t.same(attempt.writing.fullSubmission, {
    createdAt: letter.createdAt.toISOString(),
    marks: 27,
    grade: 'B',
    adminComments: 'Clear purpose.',
    evaluationPdf: `/api/submissions/${letter.id}/evaluation.pdf`,
    writingAnswer: 'Dear Dr Smith',
    photos: [],
    criteria: letterCriteria,
    anchoredComments: [onDear],
  })
  t.equal(attempt.speaking.fullSubmission.marks, null, 'one part still awaits evaluation')
  t.match(attempt.speaking.fullSubmission.parts, [
    { mainCardNumber: 1, marks: 30, grade: 'B', criteria: part1Criteria, anchoredComments: [atTwo], audioUrl: /^\/api\/submission-files\// },
    { mainCardNumber: 2, marks: null, grade: null, criteria: null, anchoredComments: [], audioUrl: /^\/api\/submission-files\// },
  ], 'each part with its own criteria, comments on its moments and recording, as the speaking results show a part')
  t.not(attempt.speaking.fullSubmission.parts[0].audioUrl, attempt.speaking.fullSubmission.parts[1].audioUrl)

  await evaluate(part2!.id, { marks: 33, feedback: 'Check the dosage wording.' })
  ;[attempt] = (await results(app, student, mocks.full)).json().results
  // 63 of 78 marks is 404 on 0-500: 400.
  t.match(attempt.speaking.fullSubmission, {
    marks: 400,
    adminComments: 'Part 1: Good rapport.',
    feedback: 'Part 1: Well done\n\nPart 2: Check the dosage wording.',
  })
})

t.test("a letter on paper: its photos with their sizes, so the comments on areas of them show on the mock's results", async (t) => {
  const { app, student, mocks } = await mockSubmitWorld(t, backend)
  const attemptId = await startMock(app, student, mocks.full, { sections: ['writing'] })
  const sent = await submitMock(app, student, mocks.full, [field('attemptId', attemptId), ['writingFiles', await jpeg(120, 160), 'page.jpg', 'image/jpeg']])
  t.equal(sent.statusCode, 200, sent.body)
  const [letter] = await app.database.db.select().from(submissions).where(eq(submissions.attemptId, attemptId))
  const onArea = { kind: 'region' as const, file: 0, x: 0.1, y: 0.2, width: 0.5, height: 0.1, comment: 'Name the wound care.' }
  await app.database.db
    .update(submissions)
    .set({ status: 'evaluated', evaluatedAt: new Date(), marks: 25, grade: 'C+', evaluationPdf: 'evaluations/paper.pdf', anchoredComments: [onArea] })
    .where(eq(submissions.id, letter!.id))
  const [attempt] = (await results(app, student, mocks.full)).json().results
  t.match(attempt.writing.fullSubmission, { writingAnswer: null, photos: [{ url: /^\/api\/submission-files\//, width: 120, height: 160 }], anchoredComments: [onArea] })
})

t.test('an unknown test or one that is not a mock is 404; no token is 401', async (t) => {
  const { app, student, tests } = await mockSubmitWorld(t, backend)
  const unknown = await results(app, student, UNKNOWN_ID)
  t.equal(unknown.statusCode, 404)
  t.match(unknown.json(), { statusCode: 404, message: /No mock test with this id/ })
  t.equal((await results(app, student, tests.reading)).statusCode, 404)
  t.equal((await app.inject({ method: 'GET', url: `/api/mock-tests/${tests.mock}/results` })).statusCode, 401)
})

t.test('the OpenAPI document names the review of every results call and of the mock submit answer', async (t) => {
  const { app } = await mockSubmitWorld(t, backend)
  const doc = (await app.inject({ method: 'GET', url: '/documentation/json' })).json()
  const answer = (path: string, method: 'get' | 'post') => doc.paths[path][method].responses['200'].content['application/json'].schema
  const item = { type: 'object', required: ['questionId', 'answer', 'correctAnswer', 'isCorrect'] }
  const listeningResults = answer('/api/listening-tests/{id}/results', 'get')
  t.match(listeningResults.properties.results.items.properties.review.items, item, 'listening and reading results')
  t.ok(listeningResults.properties.results.items.required.includes('review'))
  t.match(answer('/api/mock-tests/{id}/results', 'get').properties.results.items.properties.listening.properties.review.items, item, 'mock results')
  t.match(answer('/api/mock-tests/{id}/submit', 'post').properties.results.properties.reading.properties.review.items, item, 'mock submit answer')
})
