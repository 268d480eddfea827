/** A mock's sections, their answer keys and texts (no TypeBox: its schemas are in schema.ts beside it). */

export const MOCK_SECTIONS = ['listening', 'reading', 'writing', 'speaking'] as const
export type MockSection = (typeof MOCK_SECTIONS)[number]
/** A mock attempt autosaves its letter under this key, beside "listening:1" and "reading:1". */
export const MOCK_WRITING_ANSWER_KEY = 'writing:answer'
/** The sections whose questions are keyed and marked. */
export const MOCK_KEYED_SECTIONS = ['listening', 'reading'] as const
export type MockKeyedSection = (typeof MOCK_KEYED_SECTIONS)[number]

/**
 * A mock's listening and reading both number their questions from 1, so its answer key
 * prefixes each id with its section: "listening:1", "reading:1".
 */
export function mockKeyId(section: MockKeyedSection, questionId: string): string {
  return `${section}:${questionId}`
}

/** The sections a mock has, in the order a student sits them. */
export const mockSectionsOf = (test: Partial<Record<MockSection, unknown>>): MockSection[] => MOCK_SECTIONS.filter((section) => test[section] !== undefined)

export function splitMockKeyId(key: string): { section: MockKeyedSection; questionId: string } | null {
  const at = key.indexOf(':')
  const section = key.slice(0, at)
  if (at < 0 || (section !== 'listening' && section !== 'reading')) return null
  return { section, questionId: key.slice(at + 1) }
}
