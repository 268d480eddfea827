import type { AnswerStretch, ListeningTest } from '#shared/listening/schema.ts'
import { mockKeyId } from '#shared/mock/mock.ts'
import type { TestContent } from '#shared/content/schema.ts'
import type { PartLetter } from '#shared/content/question-ids.ts'
import type { ReadingPart, ReadingTest } from '#shared/reading/schema.ts'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import { PART_NAMES } from '#shared/reading/reading.ts'
import {
  BLANK_RUN,
  byQuestionType,
  noteQuestionId,
  type ByQuestionType,
  type McqQuestion,
  type NoteCompletionQuestion,
  type QuestionType,
  type SentenceCompletionQuestion,
} from '#shared/qtypes/index.ts'

/** One question as the review shows it. */
export interface OutlineQuestion {
  id: string
  type: QuestionType
  /** The question as asked: an MCQ's stem, a note's line or a sentence, each blank as "____". */
  text: string
  /** A multiple-choice question's options, in order. */
  options?: string[]
  /** The instructions of the question's set (a note-completion task states its word limit here). */
  instructions?: string
  explanation?: string
}

/** A recording, what it says, and where it says each question's answer. */
export interface OutlineRecording {
  audioURL: string
  transcript?: string
  answerStretches?: Record<string, AnswerStretch>
}

/** A group of questions the review shows together: a part, an extract, a Part B question. */
export interface OutlineGroup {
  part: PartLetter
  /** "Part A", "Part A, Extract 1", "Part B, Question 25". */
  title: string
  /** The extract's own description, when the content names it. */
  description?: string
  /** The recording the group's questions are answered from (listening only). */
  recording?: OutlineRecording
  questions: OutlineQuestion[]
}

const LETTERS: Record<(typeof PART_NAMES)[number], PartLetter> = { partA: 'A', partB: 'B', partC: 'C' }
const asked = (text: string) => text.replace(BLANK_RUN, '____')
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>))

function mcq(question: McqQuestion & { instructions?: string }): OutlineQuestion {
  return {
    id: question.question_id,
    type: 'mcq',
    text: question.question,
    options: question.options,
    ...optional('instructions', question.instructions),
    ...optional('explanation', question.explanation),
  }
}

function notes(question: NoteCompletionQuestion): OutlineQuestion[] {
  return question.sections.flatMap((section) =>
    section.notes.flatMap((note) => {
      const id = noteQuestionId(note)
      if (id === null) return []
      return [{ id, type: 'noteCompletion' as const, text: asked(note.question), ...optional('instructions', question.instructions), ...optional('explanation', note.explanation) }]
    }),
  )
}

function sentences(question: SentenceCompletionQuestion): OutlineQuestion[] {
  return question.sentences.flatMap((sentence) =>
    sentence.blanks.map((blank) => ({ id: blank.question_id, type: 'sentenceCompletion' as const, text: asked(sentence.question), ...optional('explanation', blank.explanation) })),
  )
}

/** A question's review items, by its type. */
const OUTLINE_QUESTIONS: ByQuestionType<OutlineQuestion[]> = {
  mcq: (question) => [mcq(question)],
  noteCompletion: notes,
  sentenceCompletion: sentences,
}

/** A reading or standalone listening part's questions: type by type, as the part lists them. */
const partQuestions = (part: Pick<ReadingPart, 'mcqQuestions' | 'noteCompletionQuestions' | 'sentenceCompletionQuestions'>) => [
  ...part.mcqQuestions.map(mcq),
  ...part.noteCompletionQuestions.flatMap(notes),
  ...part.sentenceCompletionQuestions.flatMap(sentences),
]

type Recorded = { audioURL: string; transcript?: string | undefined; answerStretches?: Record<string, AnswerStretch> | undefined }
const recording = ({ audioURL, transcript, answerStretches }: Recorded): OutlineRecording => ({
  audioURL,
  ...optional('transcript', transcript),
  ...optional('answerStretches', answerStretches),
})

/** A listening test as its review shows it: recording by recording, each with its questions. */
export function listeningOutline(test: ListeningTest): OutlineGroup[] {
  if (!isExtractListeningTest(test)) {
    return PART_NAMES.map((name) => ({
      part: LETTERS[name],
      title: `Part ${LETTERS[name]}`,
      recording: recording(test[name]),
      questions: partQuestions(test[name]),
    }))
  }
  return [
    ...test.partA.extracts.map((extract, i) => ({
      part: 'A' as const,
      title: `Part A, Extract ${i + 1}`,
      ...optional('description', extract.extractName || undefined),
      recording: recording(extract),
      questions: extract.questions.flatMap((question) => byQuestionType(question, OUTLINE_QUESTIONS)),
    })),
    ...test.partB.questions.map((question) => ({
      part: 'B' as const,
      title: `Part B, Question ${question.question.content.question_id}`,
      recording: recording(question),
      questions: [mcq(question.question.content)],
    })),
    ...test.partC.extracts.map((extract, i) => ({
      part: 'C' as const,
      title: `Part C, Extract ${i + 1}`,
      // A Part C extract is described by its first question's instructions ("Extract 1: ...").
      ...optional('description', extract.questions[0]?.content.instructions),
      recording: recording(extract),
      questions: extract.questions.map((question) => mcq(question.content)),
    })),
  ]
}

/** A reading test as its review shows it: part by part. */
export function readingOutline(test: ReadingTest): OutlineGroup[] {
  return PART_NAMES.map((name) => ({ part: LETTERS[name], title: `Part ${LETTERS[name]}`, questions: partQuestions(test[name]) }))
}

/** The outline of a listening or reading test; a test of another kind has none. */
export function testOutline(test: TestContent): OutlineGroup[] {
  if (test.kind === 'listening' || test.kind === 'oet-listening') return listeningOutline(test.content)
  if (test.kind === 'oet-reading') return readingOutline(test.content)
  return []
}

/** A group of an outline with the answer key's id of each of its questions (a mock's carry their section). */
export interface KeyedGroup extends OutlineGroup {
  keyIds: string[]
}

/** The listening and reading questions of a test of any kind, group by group, by their key ids: a mock's sections in turn. */
export function keyedOutline(test: TestContent): KeyedGroup[] {
  const keyed = (groups: OutlineGroup[], keyOf: (id: string) => string) =>
    groups.map((group) => ({ ...group, keyIds: group.questions.map((question) => keyOf(question.id)) }))
  if (test.kind !== 'mock') return keyed(testOutline(test), (id) => id)
  return [
    ...(test.content.listening ? keyed(listeningOutline(test.content.listening), (id) => mockKeyId('listening', id)) : []),
    ...(test.content.reading ? keyed(readingOutline(test.content.reading), (id) => mockKeyId('reading', id)) : []),
  ]
}
