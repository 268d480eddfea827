import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { AGREEMENT_SKILLS } from './agreement.ts'

/**
 * The agreement figures of double marking (issue 37, docs/decisions/0107): GET /api/staff/agreement
 * answers with these and the staff agreement page reads them (shared/evaluation/agreement.ts
 * computes them).
 */

const Share = Type.Number({ minimum: 0, maximum: 1 })
const Count = Type.Integer({ minimum: 0 })

/** GET /api/staff/agreement query: one skill, or both. */
export const AgreementQuery = Type.Object({ skill: Type.Optional(literalUnion(AGREEMENT_SKILLS)) }, { additionalProperties: false })
export type AgreementQuery = Static<typeof AgreementQuery>

const CriterionAgreement = Type.Object({
  criterionId: Type.String(),
  label: Type.String(),
  max: Type.Integer({ minimum: 1 }),
  exact: Share,
  adjacent: Share,
  /** Second minus first, on average. */
  meanDifference: Type.Number(),
  meanAbsoluteDifference: Type.Number({ minimum: 0 }),
})

const EvaluatorAgreement = Type.Object({
  evaluatorId: Type.String(),
  name: Type.String(),
  pairs: Count,
  /** Their marks minus the other evaluator's, on average: positive more lenient, negative more severe. */
  meanDifference: Type.Number(),
  criteria: Type.Array(Type.Object({ criterionId: Type.String(), label: Type.String(), meanDifference: Type.Number() })),
  months: Type.Array(Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }), pairs: Count, meanDifference: Type.Number() })),
  verdict: Type.Union([Type.String(), Type.Null()]),
})

const SkillAgreement = Type.Object({
  skill: literalUnion(AGREEMENT_SKILLS),
  pairs: Count,
  meanAbsoluteDifference: Type.Number({ minimum: 0 }),
  /** The same on the 0-500 score scale: what readiness widens a range by, from enough pairs. */
  meanAbsoluteScoreDifference: Type.Number({ minimum: 0 }),
  criteria: Type.Array(CriterionAgreement),
  evaluators: Type.Array(EvaluatorAgreement),
})

/** GET /api/staff/agreement: per skill asked for, the figures over every double-marked letter or speaking sitting. */
export const AgreementResponse = Type.Object(
  {
    /** An evaluator's verdict is given from this many pairs. */
    minPairsForVerdict: Count,
    skills: Type.Array(SkillAgreement),
  },
  { $id: 'AgreementResponse' },
)
export type AgreementResponse = Static<typeof AgreementResponse>
