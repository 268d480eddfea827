import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { MOCK_KEYED_SECTIONS } from '#shared/mock/mock.ts'
import { QUESTION_TYPE_NAMES } from '#shared/qtypes/names.ts'
import { Nullable } from '#shared/results/schema.ts'
import { TestKind } from '#shared/test-kinds/schema.ts'
import { FLAG_REASONS, type FlagCode } from './item-statistics.ts'

/** -1 to 1, or null when there is too little to say (shared/item-statistics/item-statistics.ts). */
const Correlation = Nullable(Type.Number({ minimum: -1, maximum: 1 }))

/** One question's statistics over the submitted attempts at its test version. */
export const QuestionStatistics = Type.Object({
  id: Type.String(),
  part: literalUnion(['A', 'B', 'C'] as const),
  section: Type.Optional(literalUnion(MOCK_KEYED_SECTIONS)),
  type: literalUnion(QUESTION_TYPE_NAMES),
  text: Type.String(),
  key: Type.String(),
  options: Type.Optional(Type.Array(Type.String())),
  attempts: Type.Integer({ minimum: 0 }),
  facility: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  discrimination: Correlation,
  pointBiserial: Correlation,
  blanks: Type.Integer({ minimum: 0 }),
  optionCounts: Type.Optional(Type.Array(Type.Object({ option: Type.String(), count: Type.Integer({ minimum: 0 }), isKey: Type.Boolean() }))),
  otherAnswers: Type.Optional(Type.Integer({ minimum: 0 })),
  wrongAnswers: Type.Optional(Type.Array(Type.Object({ answer: Type.String(), count: Type.Integer({ minimum: 1 }) }))),
  flags: Type.Array(Type.Object({ code: literalUnion(Object.keys(FLAG_REASONS) as FlagCode[]), reason: Type.String() })),
})
export type QuestionStatistics = Static<typeof QuestionStatistics>

/** GET /api/staff/tests/{id}/item-statistics: a test version's questions, table by part. */
export const ItemStatisticsResponse = Type.Object(
  {
    testId: Type.String(),
    title: Type.String(),
    kind: TestKind,
    version: Type.Integer({ minimum: 1 }),
    /** Submitted exam attempts at this version. */
    attempts: Type.Integer({ minimum: 0 }),
    minAttemptsForFlags: Type.Integer({ minimum: 1 }),
    flagsShown: Type.Boolean(),
    /** In plain words: that flags show, or how many attempts there are and how many they need. */
    flagNote: Type.String(),
    parts: Type.Array(Type.Object({ title: Type.String(), questions: Type.Array(QuestionStatistics) })),
  },
  { $id: 'ItemStatisticsResponse' },
)
export type ItemStatisticsResponse = Static<typeof ItemStatisticsResponse>
