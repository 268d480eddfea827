import { isExtractListeningTest } from '#shared/listening/listening.ts'
import type { ListeningTest } from '#shared/listening/schema.ts'
import { MOCK_WRITING_ANSWER_KEY, mockKeyId } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { PART_NAMES } from '#shared/reading/reading.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import type { TestContent } from '#shared/content/schema.ts'
import { WRITING_ANSWER_KEY } from '#shared/submissions/submissions.ts'
import { partQuestionIds, taggedQuestionIds } from '#shared/qtypes/index.ts'

/** An OET part, as results name it. */
export type PartLetter = 'A' | 'B' | 'C'
export const PART_LETTERS: readonly PartLetter[] = ['A', 'B', 'C']
const LETTER_OF: Record<(typeof PART_NAMES)[number], PartLetter> = { partA: 'A', partB: 'B', partC: 'C' }

/** A listening test's question ids by part, each part in the order listeningQuestionIds gives. */
export function listeningPartQuestionIds(test: ListeningTest): Record<PartLetter, string[]> {
  if (!isExtractListeningTest(test)) return readingPartQuestionIds(test)
  return {
    A: test.partA.extracts.flatMap((extract) =>
      extract.questions.flatMap(taggedQuestionIds),
    ),
    B: test.partB.questions.map((question) => question.question.content.question_id),
    C: test.partC.extracts.flatMap((extract) => extract.questions.map((question) => question.content.question_id)),
  }
}

/** A test whose parts A, B and C each hold questions of the registry's types. */
type PartedTest = Record<(typeof PART_NAMES)[number], Parameters<typeof partQuestionIds>[0]>

/** A reading test's (or a standalone listening test's) question ids by part. */
export function readingPartQuestionIds(test: PartedTest): Record<PartLetter, string[]> {
  const byPart = { A: [], B: [], C: [] } as Record<PartLetter, string[]>
  for (const part of PART_NAMES) byPart[LETTER_OF[part]] = partQuestionIds(test[part])
  return byPart
}

/**
 * The question ids a test asks, in the order a student meets them: part A, B, C; within a
 * standalone or reading part, type by type (multiple choice, notes, sentences); within the
 * extract form, extract by extract. Sort with compareQuestionIds to show by number.
 */
export function listeningQuestionIds(test: ListeningTest): string[] {
  return PART_LETTERS.flatMap((part) => listeningPartQuestionIds(test)[part])
}

export function readingQuestionIds(test: ReadingTest): string[] {
  return PART_LETTERS.flatMap((part) => readingPartQuestionIds(test)[part])
}

/** Each question's part in a listening or reading test; none for the other kinds (a mock's sections have their own). */
export function partsOfQuestions(test: TestContent): Map<string, PartLetter> {
  const byPart =
    test.kind === 'listening' || test.kind === 'oet-listening'
      ? listeningPartQuestionIds(test.content)
      : test.kind === 'oet-reading'
        ? readingPartQuestionIds(test.content)
        : null
  const parts = new Map<string, PartLetter>()
  if (byPart) for (const part of PART_LETTERS) for (const id of byPart[part]) parts.set(id, part)
  return parts
}

/** A mock's ids carry their section ("listening:1", "reading:1"), as its answer key does. */
export function mockQuestionIds(test: MockTest): string[] {
  const listening = test.listening ? listeningQuestionIds(test.listening) : []
  const reading = test.reading ? readingQuestionIds(test.reading) : []
  return [
    ...listening.map((id) => mockKeyId('listening', id)),
    ...reading.map((id) => mockKeyId('reading', id)),
  ]
}

/** The ids a test of any kind asks; writing and speaking ask none (staff evaluate them). */
export function testQuestionIds(test: TestContent): string[] {
  switch (test.kind) {
    case 'listening':
    case 'oet-listening':
      return listeningQuestionIds(test.content)
    case 'oet-reading':
      return readingQuestionIds(test.content)
    case 'mock':
      return mockQuestionIds(test.content)
    case 'oet-writing':
    case 'oet-speaking':
      return []
  }
}

/**
 * The keys an attempt at a test may autosave: its question ids, plus the letter of a writing
 * test (writingAnswer) or of a mock with a writing section (writing:answer).
 */
export function autosaveKeys(test: TestContent): string[] {
  if (test.kind === 'oet-writing') return [WRITING_ANSWER_KEY]
  if (test.kind === 'mock' && test.content.writing) return [...mockQuestionIds(test.content), MOCK_WRITING_ANSWER_KEY]
  return testQuestionIds(test)
}

/** The key an attempt's letter is saved under, if its test has one; it may be longer than an answer. */
export function letterKeyOf(test: TestContent): string | undefined {
  if (test.kind === 'oet-writing') return WRITING_ANSWER_KEY
  if (test.kind === 'mock' && test.content.writing) return MOCK_WRITING_ANSWER_KEY
  return undefined
}
