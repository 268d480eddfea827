import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { gradeFor, scaleScore } from '#shared/scoring/index.ts'
import { databaseBackends } from '#test/helper.ts'
import { attemptsWorld, getAttempt, importDocument, saveAnswers, setDeadline, startedId, storedAttempts, submit, UNKNOWN_ID, UUID } from './attempts-helper.ts'

const review = (answers: Record<string, string>, ids: string[], right: string[]) =>
  ids.map((id) => ({ questionId: id, answer: answers[id] ?? '', correctAnswer: `key ${id}`, isCorrect: right.includes(id) }))

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('OET reading at the OET listening path: marked strictly on the server, score scaled, graded', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const answers = { '1': 'KEY 1', '2': 'key2', '3': '' }
      const res = await submit(app, student, tests.reading, answers)
      t.equal(res.statusCode, 200)
      const body = res.json()
      const score = scaleScore(1, 3, null)
      t.same(Object.keys(body).sort(), ['attemptId', 'correctAnswers', 'grade', 'late', 'parts', 'review', 'score', 'totalQuestions'])
      t.match(body, { score, grade: gradeFor(score), correctAnswers: 1, totalQuestions: 3, late: false })
      t.same(body.parts, [
        { part: 'A', correct: 1, total: 1 },
        { part: 'B', correct: 0, total: 1 },
        { part: 'C', correct: 0, total: 1 },
      ])
      t.match(body.attemptId, UUID)
      t.same(body.review, review(answers, ['1', '2', '3'], ['1']), '"KEY 1" is right (case-insensitive), "key1" is wrong')
      const [row] = await storedAttempts(app, tests.reading)
      t.match(row, { id: body.attemptId, status: 'submitted', submittedBy: 'student', score, correctCount: 1, answers })
    })

    t.test('OET listening: all right scores 500 (A); the review is by question number whatever the answer order', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const answers = { '6': 'Key 6', '5': 'key 5', '4': 'key 4', '3': 'key 3', '2': 'key 2', '1': 'key 1' }
      const res = await submit(app, student, tests.oetListening, answers)
      t.equal(res.statusCode, 200)
      t.match(res.json(), { score: 500, grade: 'A', correctAnswers: 6, totalQuestions: 6, late: false })
      t.same(res.json().review.map((item: { questionId: string }) => item.questionId), ['1', '2', '3', '4', '5', '6'])
    })

    t.test('the review is in natural number order: 3 before 10', async (t) => {
      const { app, admin, student } = await attemptsWorld(t, backend)
      const document = sampleDocument('oetReading') as ReturnType<typeof sampleDocument> & { content: { partB: { mcqQuestions: { question_id: string }[] } } }
      document.content.partB.mcqQuestions[0]!.question_id = '10'
      document.answerKey = { '10': 'key 10', '3': 'key 3', '1': 'key 1' }
      const testId = await importDocument(app, admin, document)
      const res = await submit(app, student, testId, { '10': 'key 10', '3': 'no', '1': 'key 1' })
      t.equal(res.statusCode, 200)
      t.same(res.json().review.map((item: { questionId: string }) => item.questionId), ['1', '3', '10'])
      t.equal(res.json().correctAnswers, 2)
    })

    t.test('general listening at its own path (answers, startTime): scaled by the test’s own table', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const { scaling } = sampleDocument('listeningStandalone')
      const answers = { '1': 'key 1', '5': 'key five', '9': 'KEY 9', '2': 'wrong' }
      const res = await submit(app, student, tests.general, answers, { general: true })
      t.equal(res.statusCode, 200)
      t.equal(scaleScore(3, 9, scaling), 180, 'the table puts 3 of 9 at 180 (the default estimate would say 160)')
      t.match(res.json(), { score: 180, grade: 'D', correctAnswers: 3, totalQuestions: 9, late: false })
      t.equal(res.json().review.length, 9)
      const six = { '1': 'key 1', '2': 'key 2', '3': 'key 3', '4': 'key 4', '5': 'key 5', '6': 'key 6' }
      const again = await submit(app, student, tests.general, six, { general: true })
      t.match(again.json(), { score: scaleScore(6, 9, scaling), grade: 'B', correctAnswers: 6 })
      t.equal(again.json().score, 350)
      const noStartTime = await app.inject({
        method: 'POST',
        url: `/api/listening-tests/${tests.general}/submit`,
        headers: { authorization: `Bearer ${student}` },
        payload: { answers: six },
      })
      t.equal(noStartTime.statusCode, 400)
      t.match(noStartTime.json(), { message: /startTime is required/ })
    })

    t.test('the wrong path for a test is 404 and stores nothing', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const readingAtGeneral = await submit(app, student, tests.reading, { '1': 'key 1' }, { general: true })
      t.equal(readingAtGeneral.statusCode, 404)
      t.match(readingAtGeneral.json(), { message: /No test with this id/ })
      const generalAtOet = await submit(app, student, tests.general, { '1': 'key 1' })
      t.equal(generalAtOet.statusCode, 404)
      t.equal((await submit(app, student, UNKNOWN_ID, {})).statusCode, 404)
      t.equal((await storedAttempts(app)).length, 0)
    })

    t.test('an unknown question id is 400 naming it, and nothing is stored', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const res = await submit(app, student, tests.reading, { '1': 'key 1', '42': 'x' })
      t.equal(res.statusCode, 400)
      t.match(res.json(), { statusCode: 400, message: /"42"/ })
      const id = await startedId(app, student, tests.reading)
      const withOpen = await submit(app, student, tests.reading, { '42': 'x' })
      t.equal(withOpen.statusCode, 400)
      const rows = await storedAttempts(app)
      t.equal(rows.length, 1)
      t.match(rows[0], { id, status: 'open' })
      const badValue = await submit(app, student, tests.reading, { '1': 1 })
      t.equal(badValue.statusCode, 400)
    })

    t.test('empty answers {} are accepted by the API: 200 with score 0', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const res = await submit(app, student, tests.oetListening, {})
      t.equal(res.statusCode, 200)
      t.match(res.json(), { score: 0, grade: 'E', correctAnswers: 0, totalQuestions: 6 })
    })

    t.test('a submit without a start creates the attempt and submits it', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const res = await submit(app, student, tests.reading, { '1': 'key 1' })
      t.equal(res.statusCode, 200)
      const rows = await storedAttempts(app, tests.reading)
      t.equal(rows.length, 1)
      t.match(rows[0], { id: res.json().attemptId, status: 'submitted', submittedBy: 'student', deadlineAt: null })
      const shown = await getAttempt(app, student, res.json().attemptId)
      t.match(shown.json(), { status: 'submitted', answers: { '1': 'key 1' }, result: { correctAnswers: 1, totalQuestions: 3 } })
    })

    t.test('a submit submits my open attempt; an attemptId that is not mine is 404', async (t) => {
      const { app, student, other, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      const theirs = await submit(app, other, tests.reading, { '1': 'key 1' }, { attemptId: id })
      t.equal(theirs.statusCode, 404)
      const res = await submit(app, student, tests.reading, { '1': 'key 1' })
      t.equal(res.json().attemptId, id)
      t.equal((await storedAttempts(app)).length, 1)
    })

    t.test('past deadline + grace, the answers saved in time are marked, not the late ones (late: true)', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      t.equal((await saveAnswers(app, student, id, { '1': 'key 1', '2': 'no' })).statusCode, 200)
      await setDeadline(app, id, -120)
      const res = await submit(app, student, tests.reading, { '1': 'key 1', '2': 'key 2', '3': 'key 3' })
      t.equal(res.statusCode, 200)
      t.match(res.json(), { attemptId: id, late: true, correctAnswers: 1, score: scaleScore(1, 3, null) })
      t.match(res.json().review[1], { questionId: '2', answer: 'no', isCorrect: false })
      const [row] = await storedAttempts(app, tests.reading)
      t.match(row, { status: 'submitted', submittedBy: 'server', correctCount: 1 })
      t.same(row!.answers, { '1': 'key 1', '2': 'no' })
    })

    t.test('within the grace the submitted answers count (late: false)', async (t) => {
      const { app, student, tests } = await attemptsWorld(t, backend)
      const id = await startedId(app, student, tests.reading)
      await setDeadline(app, id, -30)
      const res = await submit(app, student, tests.reading, { '1': 'key 1', '2': 'key 2', '3': 'key 3' })
      t.match(res.json(), { attemptId: id, late: false, correctAnswers: 3, score: 500 })
    })
  })
}
