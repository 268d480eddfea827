import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { QUESTION_TYPE_NAMES } from '#shared/qtypes/names.ts'
import { AnswerStretch } from '#shared/listening/schema.ts'
import { ReadingText } from '#shared/reading/schema.ts'

/** A listening or reading question as its card asks it again, without its answer. */
export const CardQuestion = Type.Object({
  id: Type.String(),
  type: literalUnion(QUESTION_TYPE_NAMES),
  /** The question as asked: a stem, a note's line or a sentence, each blank as "____". */
  text: Type.String(),
  options: Type.Optional(Type.Array(Type.String())),
  instructions: Type.Optional(Type.String()),
})
export type CardQuestion = Static<typeof CardQuestion>

/** A card of the review deck (decision 0101): a question missed in a test, or a word misspelled in a letter. */
export const ReviewCard = Type.Union([
  Type.Object({
    id: Type.String(),
    kind: Type.Literal('question'),
    /** Where it came from: "OET Listening 1, Part A, Extract 1". */
    source: Type.String(),
    question: CardQuestion,
    /** A listening question: its recording and the stretch that holds the answer (absent when the content gives none). */
    recording: Type.Optional(Type.Object({ audioURL: Type.String(), stretch: Type.Optional(AnswerStretch) })),
    /** A reading question: the texts of its part. */
    texts: Type.Optional(Type.Array(ReadingText)),
    /** Days it has been answered right, of the RETIRE_AFTER_DAYS that retire it. */
    daysRight: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({
    id: Type.String(),
    kind: Type.Literal('spelling'),
    source: Type.String(),
    /** The word as it was written, and the sentence of the letter it was in. */
    word: Type.String(),
    context: Type.String(),
    daysRight: Type.Integer({ minimum: 0 }),
  }),
])
export type ReviewCard = Static<typeof ReviewCard>

/** GET /api/me/review/due: the cards due now, a session's worth, and how many wait in all. */
export const ReviewDue = Type.Object({
  cards: Type.Array(ReviewCard),
  dueCount: Type.Integer({ minimum: 0 }),
  /** Cards in the deck, retired ones left out. */
  deckSize: Type.Integer({ minimum: 0 }),
  /** When the next card not yet due comes due; null when none waits. */
  nextDueAt: Type.Union([Type.String(), Type.Null()]),
})
export type ReviewDue = Static<typeof ReviewDue>

/** POST /api/me/review/{cardId}: the answer given again, or the student's own verdict. */
export const ReviewAnswerBody = Type.Union([
  Type.Object({ answer: Type.String({ maxLength: 500 }) }, { additionalProperties: false }),
  Type.Object({ correct: Type.Boolean() }, { additionalProperties: false }),
])
export type ReviewAnswerBody = Static<typeof ReviewAnswerBody>

export const ReviewOutcome = Type.Object({
  correct: Type.Boolean(),
  /** The answer the key accepts (a question) or the spelling (a word), to learn from. */
  correctAnswer: Type.String(),
  explanation: Type.Optional(Type.String()),
  /** When it comes back; null once retired. */
  dueAt: Type.Union([Type.String(), Type.Null()]),
  retired: Type.Boolean(),
  daysRight: Type.Integer({ minimum: 0 }),
})
export type ReviewOutcome = Static<typeof ReviewOutcome>
