import t from 'tap'
import type { ImportDocument } from '#shared/content/schema.ts'
import type { ListeningExtractTest } from '#shared/listening/schema.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { attemptsWorld, bearer, importDocument, startedId, submit, type Api } from './attempts-helper.ts'

// Explanations and transcripts teach, and so give answers away: served only in the review,
// after a submission, like the key; never in the content a student sits the test with.

function taughtListening(): ListeningExtractTest {
  const content = structuredClone(sampleDocument('oetListeningExtract').content) as ListeningExtractTest
  const extract = content.partA.extracts[0]!
  extract.transcript = 'Doctor: So you fell off a ladder?'
  const notes = extract.questions[0]!
  if (notes.questionType === 'noteCompletion') notes.content.sections[0]!.notes[0]!.explanation = 'He says he fell off a ladder.'
  content.partB.questions[0]!.transcript = 'Nurse: Choose one.'
  content.partB.questions[0]!.question.content.explanation = 'The nurse says "yes" at the end.'
  content.partC.extracts[0]!.transcript = 'Interviewer: Welcome.'
  return content
}

function taughtReading(): ReadingTest {
  const content = structuredClone(sampleDocument('oetReading').content) as ReadingTest
  content.partA.mcqQuestions[0]!.explanation = 'The first paragraph of the text says so.'
  return content
}

const review = (app: Api, token: string, testId: string) =>
  app.inject({ method: 'GET', url: `/api/listening-tests/${testId}/review`, headers: bearer(token) })

async function world(t: Parameters<typeof attemptsWorld>[0]) {
  const base = await attemptsWorld(t, HTTP_BACKEND)
  const document = (kind: ImportDocument['kind'], content: unknown, answerKey: Record<string, string>) =>
    importDocument(base.app, base.admin, { ...sampleDocument('oetListeningExtract'), kind, title: `Taught ${kind}`, content, answerKey } as ImportDocument)
  const listeningKey = sampleDocument('oetListeningExtract').answerKey
  const mock = sampleDocument('mock')
  return {
    ...base,
    taught: {
      listening: await document('oet-listening', taughtListening(), listeningKey),
      reading: await document('oet-reading', taughtReading(), sampleDocument('oetReading').answerKey),
      mock: await document('mock', { ...(mock.content as object), listening: taughtListening() }, mock.answerKey),
    },
  }
}

t.test('the content served to sit a test has no explanation or transcript, only the questions', async (t) => {
  const { app, student, taught } = await world(t)
  for (const [path, id] of [
    ['oet-listening-tests', taught.listening],
    ['oet-reading-tests', taught.reading],
    ['mock-tests', taught.mock],
  ] as const) {
    const served = await app.inject({ method: 'GET', url: `/api/${path}/${id}`, headers: bearer(student) })
    t.equal(served.statusCode, 200, path)
    t.notMatch(served.body, /explanation|transcript|ladder|first paragraph|says "yes"|Interviewer/i, `${path}: nothing that teaches`)
    t.match(served.body, /"question":"Question \d\?"/, `${path}: the questions are there`)
  }
})

t.test('the review serves them, with the key, only after the student has submitted', async (t) => {
  const { app, student, other, taught } = await world(t)
  const before = await review(app, student, taught.listening)
  t.equal(before.statusCode, 403)
  t.match(before.json(), { message: 'Submit an attempt at this test to see its review.' })

  const attemptId = await startedId(app, student, taught.listening)
  t.equal((await submit(app, student, taught.listening, { '1': 'key 1' }, { attemptId })).statusCode, 200)
  const after = await review(app, student, taught.listening)
  t.equal(after.statusCode, 200)
  const body = after.json() as { kind: string; title: string; content: ListeningExtractTest; answerKey: Record<string, string> }
  t.match(body, { id: taught.listening, kind: 'oet-listening', title: 'Taught oet-listening' })
  const expected = taughtListening()
  t.equal(body.content.partA.extracts[0]!.transcript, expected.partA.extracts[0]!.transcript, 'each transcript')
  t.equal(body.content.partC.extracts[0]!.transcript, expected.partC.extracts[0]!.transcript)
  t.same(body.content.partA.extracts[0]!.questions, expected.partA.extracts[0]!.questions, 'each question, explanations included')
  t.same(body.content.partB.questions[0]!.question, expected.partB.questions[0]!.question)
  t.equal(body.answerKey['4'], 'key 4')

  t.equal((await review(app, other, taught.listening)).statusCode, 403, 'another student has not submitted')
  t.equal((await review(app, student, taught.reading)).statusCode, 403, 'nor has this one at the reading test')
  t.equal((await review(app, student, taught.mock)).statusCode, 404, 'a mock has its own results')
})

t.test('a reading test is reviewed the same way', async (t) => {
  const { app, student, taught } = await world(t)
  const attemptId = await startedId(app, student, taught.reading)
  await submit(app, student, taught.reading, { '1': 'no' }, { attemptId })
  const body = (await review(app, student, taught.reading)).json() as { content: ReadingTest }
  t.equal(body.content.partA.mcqQuestions[0]!.explanation, 'The first paragraph of the text says so.')
})

t.test('the import refuses a bad explanation or transcript with a 400 naming the field', async (t) => {
  const { app, admin } = await world(t)
  const importing = (content: unknown) =>
    app.inject({ method: 'POST', url: '/api/admin/tests', headers: bearer(admin), payload: { ...sampleDocument('oetListeningExtract'), content } })

  const numbered = taughtListening() as unknown as { partC: { extracts: { transcript: unknown }[] } }
  numbered.partC.extracts[0]!.transcript = 42
  const wrongType = await importing(numbered)
  t.equal(wrongType.statusCode, 400)
  t.match(wrongType.json().message, /^\/content\/partC\/extracts\/0\/transcript: Expected string/)

  const long = taughtListening()
  long.partB.questions[0]!.question.content.explanation = 'x'.repeat(2001)
  const tooLong = await importing(long)
  t.equal(tooLong.statusCode, 400)
  t.match(tooLong.json().message, /^\/content\/partB\/questions\/0\/question\/content\/explanation: .*2000/)
})
