import t from 'tap'
import { eq } from 'drizzle-orm'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { ListeningExtractTest } from '#shared/listening/schema.ts'
import type { MyPlan } from '#shared/progress/schema.ts'
import type { ReviewCard, ReviewDue, ReviewOutcome } from '#shared/review/schema.ts'
import { reviewCards } from '#api/db/schema.ts'
import { ALREADY_ANSWERED, NO_SUCH_CARD } from '#api/modules/review/service.ts'
import { bearer, clockedWorld, importDocument, submit, UNKNOWN_ID, type Api } from './attempts-helper.ts'
import { postJson, writingUrl } from './submissions-helper.ts'

/** Issue 36: the review deck of a student's own mistakes (GET /api/me/review/due, POST /api/me/review/{cardId}) and the week's plan. */

const DAY = 86_400_000

async function deckWorld(t: Parameters<typeof clockedWorld>[0]) {
  const { app, admin, student, other, advance } = await clockedWorld(t)
  const listening = sampleDocument('oetListeningExtract')
  const content = listening.content as ListeningExtractTest
  content.partA.extracts[0]!.answerStretches = { '1': { startSeconds: 3.5, endSeconds: 11 }, '2': { startSeconds: 12, endSeconds: 19.5 }, '3': { startSeconds: 20, endSeconds: 31 } }
  const tests = {
    listening: await importDocument(app, admin.token, listening),
    reading: await importDocument(app, admin.token, sampleDocument('oetReading')),
    writing: await importDocument(app, admin.token, sampleDocument('oetWriting')),
  }
  return { app, student: student.token, other: other.token, tests, advance: (days: number) => advance((days * DAY) / 1000) }
}

const due = async (app: Api, token: string) => (await app.inject({ method: 'GET', url: '/api/me/review/due', headers: bearer(token) })).json() as ReviewDue
const answer = (app: Api, token: string, cardId: string, body: unknown) => app.inject({ method: 'POST', url: `/api/me/review/${cardId}`, headers: bearer(token), payload: body as object })
const plan = async (app: Api, token: string) => (await app.inject({ method: 'GET', url: '/api/me/plan', headers: bearer(token) })).json() as MyPlan
const questionCard = (cards: ReviewCard[], id: string) => cards.find((card) => card.kind === 'question' && card.question.id === id) as Extract<ReviewCard, { kind: 'question' }>

t.test('each question answered wrong becomes a card with its question and, for listening, the stretch that holds the answer', async (t) => {
  const { app, student, other, tests } = await deckWorld(t)
  t.same(await due(app, student), { cards: [], dueCount: 0, deckSize: 0, nextDueAt: null }, 'an empty deck before any test')
  t.equal((await submit(app, student, tests.listening, { '1': 'key 1', '2': 'wrong', '3': 'nothing', '4': 'key 4', '5': 'key 5', '6': 'key 6' })).statusCode, 200)
  const deck = await due(app, student)
  t.equal(deck.dueCount, 2, 'two wrong answers, two cards due')
  t.equal(deck.deckSize, 2)
  const card = questionCard(deck.cards, '2')
  t.match(card, { kind: 'question', source: /^OET listening 1, Part A, Extract 1$/, question: { id: '2', type: 'noteCompletion', text: 'Pain rated ____ out of 10' }, recording: { stretch: { startSeconds: 12, endSeconds: 19.5 } }, daysRight: 0 })
  t.match(card.recording!.audioURL, /^\/api\/media\//)
  t.notOk('explanation' in card.question, 'the card does not give the answer away')
  t.same((await due(app, other)).cards, [], "another student's deck is their own")

  t.equal((await submit(app, student, tests.reading, { '1': 'wrong', '2': 'key 2', '3': 'key 3' })).statusCode, 200)
  const reading = questionCard((await due(app, student)).cards, '1')
  t.match(reading, { source: /Part A/, question: { type: 'mcq', options: ['Yes', 'No', 'Maybe'] }, texts: [{ title: 'Part A text' }] }, 'a reading card carries its part’s texts')
  t.notOk(reading.recording)
})

t.test('answered right it comes back days later; right on three separate days in a row it retires; wrong, it starts again', async (t) => {
  const { app, student, other, tests, advance } = await deckWorld(t)
  await submit(app, student, tests.listening, { '1': 'wrong', '2': 'key 2', '3': 'key 3', '4': 'key 4', '5': 'key 5', '6': 'key 6' })
  const [card] = (await due(app, student)).cards
  const first = (await answer(app, student, card!.id, { answer: 'KEY 1' })).json() as ReviewOutcome
  t.match(first, { correct: true, correctAnswer: 'key 1', retired: false, daysRight: 1 })
  t.ok(Date.parse(first.dueAt!) > Date.now() + DAY / 2, `rescheduled to a later day: ${first.dueAt}`)
  t.same((await due(app, student)).cards, [], 'not due again today')
  t.ok((await due(app, student)).nextDueAt, 'the next due date is given')

  t.equal((await answer(app, student, card!.id, { answer: 'key 1' })).statusCode, 409, 'a card answered already (another tab) is not counted twice')
  t.equal((await answer(app, student, card!.id, { answer: 'key 1' })).json().message, ALREADY_ANSWERED)

  advance(30)
  const wrong = (await answer(app, student, card!.id, { answer: 'not it' })).json() as ReviewOutcome
  t.match(wrong, { correct: false, correctAnswer: 'key 1', daysRight: 0, retired: false }, 'wrong: the count starts again')
  for (const day of [1, 2, 3]) {
    advance(60)
    const outcome = (await answer(app, student, card!.id, { correct: true })).json() as ReviewOutcome
    t.equal(outcome.daysRight, day, `right on day ${day}`)
    t.equal(outcome.retired, day === 3, day === 3 ? 'retired on the third' : 'still in the deck')
  }
  t.match(await due(app, student), { cards: [], deckSize: 0 }, 'a retired card leaves the deck')
  t.equal((await answer(app, student, card!.id, { correct: true })).statusCode, 404, 'a retired card is answered no more')

  await submit(app, student, tests.listening, { '1': 'wrong again', '2': 'key 2', '3': 'key 3', '4': 'key 4', '5': 'key 5', '6': 'key 6' })
  t.match(await due(app, student), { dueCount: 1, deckSize: 1 }, 'missed again in a new attempt, it comes back')
  const again = (await due(app, student)).cards[0]!
  t.equal(again.id, card!.id, 'as the same card')

  t.equal((await answer(app, other, again.id, { correct: true })).statusCode, 404, "another student's card is not found")
  t.equal((await answer(app, other, again.id, { correct: true })).json().message, NO_SUCH_CARD)
  for (const [body, why] of [
    [{}, 'no answer'],
    [{ answer: 5 }, 'a number'],
    [{ answer: 'x'.repeat(501) }, 'too long'],
    [{ correct: 'yes' }, 'not a yes/no'],
    [{ answer: 'x', correct: true }, 'both'],
  ] as const) {
    const res = await answer(app, student, again.id, body)
    t.equal(res.statusCode, 400, why)
  }
  t.equal((await answer(app, student, 'not-a-uuid', { correct: true })).statusCode, 400)
  t.equal((await answer(app, student, UNKNOWN_ID, { correct: true })).statusCode, 404)
  t.equal((await app.inject({ method: 'GET', url: '/api/me/review/due' })).statusCode, 401)
  const [stored] = await app.database.db.select().from(reviewCards).where(eq(reviewCards.id, again.id))
  t.same(stored!.rightOn, [], 'bad answers changed nothing')
})

t.test('a misspelling in a letter sent becomes a card of its own', async (t) => {
  const { app, student, tests } = await deckWorld(t)
  const letter = 'Dear Doctor,\n\nI am writing to refer Mrs Smith. She has recieved antibiotics for her infection.\n\nYours sincerely,\nNurse'
  t.equal((await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: letter })).statusCode, 201)
  const card = (await due(app, student)).cards.find((one) => one.kind === 'spelling')
  t.match(card, { kind: 'spelling', word: 'recieved', context: 'She has recieved antibiotics for her infection.', source: /^Your letter for / })
  t.match((await answer(app, student, card!.id, { answer: 'received' })).json(), { correct: true, correctAnswer: 'received' })
})

t.test("the week's plan: the review due, the weakest sub-test and part, the next test; it changes after an attempt", async (t) => {
  const { app, student, tests } = await deckWorld(t)
  const before = await plan(app, student)
  t.match(before.steps[0], { kind: 'focus', title: 'Try listening' }, 'no results: try a sub-test first')
  await submit(app, student, tests.listening, { '1': 'wrong', '2': 'wrong', '3': 'wrong', '4': 'key 4', '5': 'key 5', '6': 'key 6' })
  const after = await plan(app, student)
  t.match(after.steps[0], { kind: 'review', title: 'Review 3 cards today' }, 'the cards of the missed questions are due')
  t.match(after.steps[1], { kind: 'focus', title: 'Try reading' }, 'then the sub-test not yet tried')
  t.notSame(after.steps, before.steps, 'the plan changed after the attempt')
  t.equal((await app.inject({ method: 'GET', url: '/api/me/plan' })).statusCode, 401)
})
