import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/contracts/literal-union.ts'
import { ListeningExtractTest } from '#shared/contracts/listening.ts'
import { ReadingTest } from '#shared/contracts/reading.ts'
import { SpeakingTest } from '#shared/contracts/speaking.ts'
import { WritingTest } from '#shared/contracts/writing.ts'

export const MOCK_SECTIONS = ['listening', 'reading', 'writing', 'speaking'] as const
export type MockSection = (typeof MOCK_SECTIONS)[number]
export const MockSectionName = literalUnion(MOCK_SECTIONS)
/** A mock attempt autosaves its letter under this key, beside "listening:1" and "reading:1". */
export const MOCK_WRITING_ANSWER_KEY = 'writing:answer'
/** The sections whose questions are keyed and marked. */
export const MOCK_KEYED_SECTIONS = ['listening', 'reading'] as const
export type MockKeyedSection = (typeof MOCK_KEYED_SECTIONS)[number]

/**
 * Mock test (SPEC.md section 3): any of the four sections, at least one. Its listening is the
 * extract form only: the mock screen steps through part A extracts, part B questions and part C
 * extracts and advances when each recording ends.
 */
export const MockTest = Type.Object(
  {
    listening: Type.Optional(ListeningExtractTest),
    reading: Type.Optional(ReadingTest),
    writing: Type.Optional(WritingTest),
    speaking: Type.Optional(SpeakingTest),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type MockTest = Static<typeof MockTest>

/**
 * A mock's listening and reading both number their questions from 1, so its answer key
 * prefixes each id with its section: "listening:1", "reading:1".
 */
export function mockKeyId(section: MockKeyedSection, questionId: string): string {
  return `${section}:${questionId}`
}

/** The sections a mock has, in the order a student sits them. */
export const mockSectionsOf = (test: MockTest): MockSection[] => MOCK_SECTIONS.filter((section) => test[section] !== undefined)

export function splitMockKeyId(key: string): { section: MockKeyedSection; questionId: string } | null {
  const at = key.indexOf(':')
  const section = key.slice(0, at)
  if (at < 0 || (section !== 'listening' && section !== 'reading')) return null
  return { section, questionId: key.slice(at + 1) }
}
