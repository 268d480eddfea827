import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { TEST_KINDS, type TestKind as TestKindName } from '#shared/test-kinds/test-kinds.ts'

export type TestKind = TestKindName
export const TestKind = literalUnion(TEST_KINDS)

/** One row of a list call (GET /api/{kind}-tests): what a picker needs, never the content. */
export const TestSummary = Type.Object(
  {
    id: Type.String(),
    kind: TestKind,
    title: Type.String(),
    /** The parts or sections the test has, in order: partA..partC, or a mock's sections. */
    parts: Type.Optional(Type.Array(Type.String())),
    /** Keyed questions asked (0 for writing and speaking). */
    questionCount: Type.Integer({ minimum: 0 }),
    durationMinutes: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'TestSummary' },
)
export type TestSummary = Static<typeof TestSummary>

export const TestSummaryList = Type.Array(TestSummary, { $id: 'TestSummaryList' })
export type TestSummaryList = Static<typeof TestSummaryList>
