import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { ListeningExtractTest } from '#shared/listening/schema.ts'
import { ReadingTest } from '#shared/reading/schema.ts'
import { SpeakingTest } from '#shared/speaking/schema.ts'
import { WritingTest } from '#shared/writing/schema.ts'
import { MOCK_SECTIONS } from '#shared/mock/mock.ts'

export const MockSectionName = literalUnion(MOCK_SECTIONS)

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
