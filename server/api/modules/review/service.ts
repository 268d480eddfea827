import { acceptedAnswers, markAnswers } from '#shared/marking/index.ts'
import type { ReviewAnswerBody, ReviewDue, ReviewOutcome } from '#shared/review/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { Db } from '../../db/client.ts'
import { conflict, notFound } from '../../errors.ts'
import { markedTestOf, markingModeFor, reviewOfRecord } from '../attempts/marking.ts'
import type { LetterChecksService } from '../letter-checks/service.ts'
import type { TestsService } from '../tests/service.ts'
import { cardView, misspellings, questionOf, questionSubject, spellingSubject } from './cards.ts'
import { reviewRepository, type CardRow, type NewCard } from './repository.ts'
import { firstSchedule, reviewed } from './schedule.ts'

/** A session's worth: about half a minute a card, five minutes on a break. */
export const SESSION_CARDS = 10

export const NO_SUCH_CARD = 'No such card in your review deck. Open the review again to see the cards due now.'
export const ALREADY_ANSWERED = 'This card was answered a moment ago (in another tab?). Open the review again to see the cards due now.'

/** A completion key as a person reads it ("ferritin/iron (levels)" -> "ferritin (also accepted: iron, iron levels)"). */
function answerInWords(key: string): string {
  const accepted = acceptedAnswers(key)
  if (!accepted) return key
  return accepted.alsoAccepted.length > 0 ? `${accepted.answer} (also accepted: ${accepted.alsoAccepted.join(', ')})` : accepted.answer
}

/** GET /api/me/review/due and POST /api/me/review/{cardId}: the student's own mistakes, back when due (issue 36). */
export function reviewService({ db, tests, letterChecks, now }: { db: Db; tests: Pick<TestsService, 'find'>; letterChecks: Pick<LetterChecksService, 'checkSent'>; now: () => Date }) {
  const repository = reviewRepository(db)

  /** A card for each question the attempt got wrong. */
  async function questionCards(userId: string, attempt: Awaited<ReturnType<typeof repository.newAttempts>>[number], at: Date): Promise<NewCard[]> {
    const test = await tests.find(attempt.testId)
    if (!test) return []
    const missed = reviewOfRecord(attempt, markedTestOf(test, attempt.sections)).filter((item) => !item.isCorrect && questionOf(test, item.questionId))
    return missed.map((item) => ({
      userId,
      kind: 'question' as const,
      subject: questionSubject(test.id, item.questionId),
      testId: test.id,
      attemptId: attempt.id,
      questionId: item.questionId,
      ...firstSchedule(at),
    }))
  }

  /** A card for each misspelled word of a letter that the checks can correct. */
  async function spellingCards(userId: string, letter: Awaited<ReturnType<typeof repository.newLetters>>[number], at: Date): Promise<NewCard[]> {
    const test = await tests.find(letter.testId)
    const checks = test && letter.letter ? await letterChecks.checkSent(test, letter.letter) : undefined
    if (!checks) return []
    const words = new Map(misspellings(letter.letter!, checks).map((found) => [spellingSubject(found.word), found]))
    return [...words].map(([subject, found]) => ({ userId, kind: 'spelling' as const, subject, submissionId: letter.id, word: found.word, spellings: found.spellings, context: found.context, ...firstSchedule(at) }))
  }

  /**
   * Takes in the student's submitted work the deck has not seen yet: each attempt's wrong
   * answers and each letter's misspellings become cards. On read rather than on submit, so that
   * submitting (and the deadline sweep) stays as it was, and work sent before the deck existed counts too.
   */
  async function takeNewWork(userId: string) {
    const at = now()
    const [attempts, letters] = await Promise.all([repository.newAttempts(userId), repository.newLetters(userId)])
    // Each piece of work is marked taken in after its cards are added: a look that fails halfway leaves the rest for the next.
    for (const attempt of attempts) {
      await repository.addCards(await questionCards(userId, attempt, at))
      await repository.takenIn(userId, attempt.id)
    }
    for (const letter of letters) {
      await repository.addCards(await spellingCards(userId, letter, at))
      await repository.takenIn(userId, letter.id)
    }
  }

  async function view(card: CardRow) {
    const test = card.testId ? await tests.find(card.testId) : undefined
    const letterTitle = card.submissionId ? await repository.titleOfLetter(card.submissionId) : undefined
    return cardView(card, test, letterTitle)
  }

  /** Whether an answer given again is right, and what was right. */
  async function judge(card: CardRow, body: ReviewAnswerBody): Promise<{ correct: boolean; correctAnswer: string; explanation?: string }> {
    if (card.kind === 'spelling') {
      const spellings = card.spellings ?? []
      const correct = 'correct' in body ? body.correct : spellings.some((spelling) => spelling.toLowerCase() === body.answer.trim().toLowerCase())
      return { correct, correctAnswer: spellings[0] ?? '' }
    }
    const test = card.testId ? await tests.find(card.testId) : undefined
    const found = test && card.questionId ? questionOf(test, card.questionId) : undefined
    if (!test || !found) throw notFound(NO_SUCH_CARD)
    const key = test.answerKey[card.questionId!] ?? ''
    const shown = { correctAnswer: found.question.type === 'mcq' ? key : answerInWords(key), ...(found.question.explanation ? { explanation: found.question.explanation } : {}) }
    if ('correct' in body) return { correct: body.correct, ...shown }
    const [item] = markAnswers({ [card.questionId!]: body.answer }, { [card.questionId!]: key }, markingModeFor(test.kind as TestKind)).review
    return { correct: item?.isCorrect === true, ...shown }
  }

  return {
    async due(userId: string): Promise<ReviewDue> {
      await takeNewWork(userId)
      const at = now()
      const [rows, counts] = await Promise.all([repository.due(userId, at, SESSION_CARDS), repository.counts(userId, at)])
      const cards = (await Promise.all(rows.map(view))).filter((card) => card !== undefined)
      return { cards, ...counts, nextDueAt: counts.nextDueAt?.toISOString() ?? null }
    },

    async answer(userId: string, cardId: string, body: ReviewAnswerBody): Promise<ReviewOutcome> {
      const card = await repository.find(cardId, userId)
      if (!card || card.retiredAt) throw notFound(NO_SUCH_CARD)
      // Answered already (in another tab, or a retry): it is not due again yet.
      if (card.dueAt.getTime() > now().getTime()) throw conflict(ALREADY_ANSWERED)
      const verdict = await judge(card, body)
      const next = reviewed(card, verdict.correct, now())
      const stored = await repository.storeReview(card, { schedule: next.schedule, dueAt: next.dueAt, rightOn: next.rightOn, retiredAt: next.retired ? now() : null })
      if (!stored) throw conflict(ALREADY_ANSWERED)
      return { ...verdict, dueAt: next.retired ? null : next.dueAt.toISOString(), retired: next.retired, daysRight: next.rightOn.length }
    },

    /** When the live cards come due up to a date, new work taken in first: the week's plan counts them by day. */
    async dueDates(userId: string, until: Date): Promise<Date[]> {
      await takeNewWork(userId)
      return repository.dueDatesBefore(userId, until)
    },
  }
}
export type ReviewService = ReturnType<typeof reviewService>
