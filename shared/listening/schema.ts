import { Type, type Static } from '@sinclair/typebox'
import { McqQuestion } from '#shared/qtypes/mcq/schema.ts'
import { NoteCompletionQuestion } from '#shared/qtypes/note-completion/schema.ts'
import { QUESTION_ID_PATTERN } from '#shared/qtypes/question-id.ts'
import { MediaUrl, partContentFields } from '#shared/reading/schema.ts'

/** A Part C talk of five minutes is some 4,000 characters; the cap leaves room for long ones. */
export const TRANSCRIPT_MAX_LENGTH = 30_000

/**
 * What a recording says, as written, for the review after submission (never served during an
 * attempt: shared/content/teaching.ts). One per recording: beside each `audioURL`.
 */
export const Transcript = Type.String({ minLength: 1, maxLength: TRANSCRIPT_MAX_LENGTH })

/**
 * The timing a recording carries (the "every figure a property of the test content"):
 * how long it plays, and the reading time before it. Both optional: without them the OET's own
 * figures apply (shared/timing/listening.ts), and a test whose recordings all give their length
 * is timed by its audio.
 */
export const recordingTimingFields = {
  /** Seconds the recording lasts (ffprobe's figure; the content tests check it against the file). */
  durationSeconds: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 3600 })),
  /** Seconds to read the questions before it plays. */
  readingSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
}

/** Where in its recording a question's answer is said, in seconds from the recording's start. */
export const AnswerStretch = Type.Object(
  {
    startSeconds: Type.Number({ minimum: 0, maximum: 3600 }),
    endSeconds: Type.Number({ exclusiveMinimum: 0, maximum: 3600 }),
  },
  { additionalProperties: false },
)
export type AnswerStretch = Static<typeof AnswerStretch>

/**
 * The stretch of the recording that holds each of its questions' answers, by question id: the
 * review deck replays it when the question comes back (issue 36). Teaching content, like the
 * transcript: never served while the test is sat.
 */
export const answerStretchFields = {
  answerStretches: Type.Optional(
    Type.Record(Type.String({ pattern: QUESTION_ID_PATTERN }), AnswerStretch, {
      description: 'For each question this recording answers, where its answer is said (seconds from the start): the review deck replays that stretch.',
    }),
  ),
}

// ---- Standalone form: parts carrying questions and texts, one recording per part -------------

/**
 * A part of the standalone form. The spec lists no audio for it, yet the standalone screen plays
 * a part's recording after its reading time; so each part here REQUIRES its own `audioURL`.
 */
export const ListeningStandalonePart = Type.Object(
  { audioURL: MediaUrl, transcript: Type.Optional(Transcript), ...recordingTimingFields, ...answerStretchFields, ...partContentFields },
  { additionalProperties: false },
)
export type ListeningStandalonePart = Static<typeof ListeningStandalonePart>

export const ListeningStandaloneTest = Type.Object(
  { partA: ListeningStandalonePart, partB: ListeningStandalonePart, partC: ListeningStandalonePart },
  // The title names the form in the test editor's picker.
  { additionalProperties: false, title: 'One recording per part' },
)
export type ListeningStandaloneTest = Static<typeof ListeningStandaloneTest>

// ---- Extract form: every extract or part B question with its own recording -------------------

/** The multiple-choice content of parts B and C: a multiple-choice question with instructions. */
export const ListeningMcqContent = Type.Object(
  { ...McqQuestion.properties, instructions: Type.Optional(Type.String({ maxLength: 4000 })) },
  { additionalProperties: false },
)
export type ListeningMcqContent = Static<typeof ListeningMcqContent>

/** A part A question: its type names the schema of its content. */
export const ListeningExtractQuestion = Type.Union([
  Type.Object(
    { questionType: Type.Literal('noteCompletion'), content: NoteCompletionQuestion },
    { additionalProperties: false },
  ),
  Type.Object({ questionType: Type.Literal('mcq'), content: McqQuestion }, { additionalProperties: false }),
])
export type ListeningExtractQuestion = Static<typeof ListeningExtractQuestion>

export const ListeningPartAExtract = Type.Object(
  {
    extractName: Type.String({ maxLength: 1000 }),
    audioURL: MediaUrl,
    transcript: Type.Optional(Transcript),
    ...recordingTimingFields,
    ...answerStretchFields,
    questions: Type.Array(ListeningExtractQuestion, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
)
export type ListeningPartAExtract = Static<typeof ListeningPartAExtract>

export const ListeningPartBQuestion = Type.Object(
  {
    question: Type.Object({ content: ListeningMcqContent }, { additionalProperties: false }),
    audioURL: MediaUrl,
    transcript: Type.Optional(Transcript),
    ...recordingTimingFields,
    ...answerStretchFields,
  },
  { additionalProperties: false },
)
export type ListeningPartBQuestion = Static<typeof ListeningPartBQuestion>

export const ListeningPartCExtract = Type.Object(
  {
    audioURL: MediaUrl,
    transcript: Type.Optional(Transcript),
    ...recordingTimingFields,
    ...answerStretchFields,
    questions: Type.Array(Type.Object({ content: ListeningMcqContent }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 50,
    }),
  },
  { additionalProperties: false },
)
export type ListeningPartCExtract = Static<typeof ListeningPartCExtract>

export const ListeningExtractTest = Type.Object(
  {
    partA: Type.Object(
      { extracts: Type.Array(ListeningPartAExtract, { maxItems: 20 }) },
      { additionalProperties: false },
    ),
    partB: Type.Object(
      { questions: Type.Array(ListeningPartBQuestion, { maxItems: 50 }) },
      { additionalProperties: false },
    ),
    partC: Type.Object(
      { extracts: Type.Array(ListeningPartCExtract, { maxItems: 20 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'Extracts, each with its recording (the OET form)' },
)
export type ListeningExtractTest = Static<typeof ListeningExtractTest>

// ---- Either form -----------------------------------------------------------------------------

/**
 * A listening test in either form. The data carry no tag: the extract form is the one whose
 * part A has `extracts`. Both kinds (`listening`, `oet-listening`) accept both forms.
 */
export const ListeningTest = Type.Union([ListeningStandaloneTest, ListeningExtractTest])
export type ListeningTest = Static<typeof ListeningTest>
