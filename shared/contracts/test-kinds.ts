import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/contracts/literal-union.ts'

/** DESIGN.md section 4: the kinds of test, as the import document's `kind` names them. */
export const TEST_KINDS = ['listening', 'oet-listening', 'oet-reading', 'oet-writing', 'oet-speaking', 'mock'] as const
export type TestKind = (typeof TEST_KINDS)[number]

export const TestKind = literalUnion(TEST_KINDS)

export function isTestKind(value: unknown): value is TestKind {
  return typeof value === 'string' && (TEST_KINDS as readonly string[]).includes(value)
}

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
