import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { AttemptMode } from '#shared/attempts/schema.ts'
import { MOCK_KEYED_SECTIONS } from '#shared/mock/mock.ts'
import { Grade, Nullable, PartScore, ScaledScore } from '#shared/results/schema.ts'
import { TestKind } from '#shared/test-kinds/schema.ts'
import { QUESTION_TYPE_NAMES } from '#shared/qtypes/names.ts'
import { SubmissionFields } from '#shared/submissions/schema.ts'

/**
 * One keyed section of a submitted mock, scored on its own as the mock's results show it: a mock's
 * listening and reading count in the student's progress beside the OET tests.
 */
/** A listening or reading attempt's answers right by question type (multiple choice, note or sentence completion). */
export const TypeScore = Type.Object({
  type: literalUnion(QUESTION_TYPE_NAMES),
  correct: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
})
export type TypeScore = Static<typeof TypeScore>

export const MockSectionScore = Type.Object({
  section: literalUnion(MOCK_KEYED_SECTIONS),
  score: ScaledScore,
  grade: Grade,
  correctAnswers: Type.Integer({ minimum: 0 }),
  totalQuestions: Type.Integer({ minimum: 0 }),
  /** The section's answers right by part and by question type, as a test's own (progress counts them beside the OET tests'). */
  parts: Type.Array(PartScore),
  types: Type.Array(TypeScore),
})
export type MockSectionScore = Static<typeof MockSectionScore>



/**
 * One of my attempts as the hubs and the dashboard need it: which test, how it was sat, and its
 * result once submitted. The result fields are null while the attempt is open.
 */
export const MyAttempt = Type.Object(
  {
    attemptId: Type.String(),
    testId: Type.String(),
    kind: TestKind,
    title: Type.String(),
    mode: AttemptMode,
    status: literalUnion(['open', 'submitted'] as const),
    startedAt: Type.String({ format: 'date-time' }),
    /** Null when practising with no time limit. */
    deadlineAt: Nullable(Type.String({ format: 'date-time' })),
    submittedAt: Nullable(Type.String({ format: 'date-time' })),
    score: Nullable(ScaledScore),
    grade: Nullable(Grade),
    correctAnswers: Nullable(Type.Integer({ minimum: 0 })),
    totalQuestions: Nullable(Type.Integer({ minimum: 0 })),
    /** By part once submitted (listening and reading); empty otherwise. */
    parts: Type.Array(PartScore),
    /** By question type once submitted (a listening or reading test); empty otherwise. */
    types: Type.Array(TypeScore),
    /** A submitted mock: its listening and reading as chosen, each scored on its own; empty otherwise. */
    mockSections: Type.Array(MockSectionScore),
  },
  { $id: 'MyAttempt' },
)
export type MyAttempt = Static<typeof MyAttempt>

/** GET /api/me/attempts: every attempt of the student, newest first. */
export const MyAttemptList = Type.Array(MyAttempt, { $id: 'MyAttemptList' })
export type MyAttemptList = Static<typeof MyAttemptList>

/**
 * GET /api/me/home: what the welcome page and the dashboard show, in one call: every attempt of
 * mine and my writing and speaking submissions (each as its own call answers it).
 */
/** One step of the week's plan (shared/progress/week-plan.ts). */
export const PlanStep = Type.Object({
  key: Type.String(),
  kind: literalUnion(['resume', 'review', 'focus', 'next-test', 'keep-up'] as const),
  skill: Type.Optional(literalUnion(['listening', 'reading', 'writing', 'speaking'] as const)),
  testId: Type.Optional(Type.String()),
  title: Type.String(),
  detail: Type.String(),
})

/** GET /api/me/plan: the week's plan, most urgent first, as of `at`. */
export const MyPlan = Type.Object({ at: Type.String({ format: 'date-time' }), steps: Type.Array(PlanStep) }, { $id: 'MyPlan' })
export type MyPlan = Static<typeof MyPlan>

/** How far evaluators differ on a skill's work on the 0-500 scale, and from how many double-marked pieces (null: assumed). */
const EvaluatorSpread = Type.Object({ halfWidth: Type.Number({ minimum: 0 }), measuredFrom: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]) })

export const MyHomeResponse = Type.Object(
  {
    attempts: MyAttemptList,
    submissions: Type.Object({ writing: Type.Array(SubmissionFields), speaking: Type.Array(SubmissionFields) }),
    /** The week's plan, when asked for (`?include=plan`: the dashboard). */
    plan: Type.Optional(MyPlan),
    /** With the plan: how far evaluators differ on writing and on speaking, which the dashboard's readiness ranges widen by (decision 0107). */
    evaluatorSpreads: Type.Optional(Type.Object({ writing: EvaluatorSpread, speaking: EvaluatorSpread })),
  },
  { $id: 'MyHomeResponse' },
)
export type MyHomeResponse = Static<typeof MyHomeResponse>

const SkillReadiness = Type.Union([
  Type.Object({
    low: Type.Integer({ minimum: 0, maximum: 500 }),
    high: Type.Integer({ minimum: 0, maximum: 500 }),
    evidence: Type.Object({ count: Type.Integer({ minimum: 0 }), lowest: Type.Number(), highest: Type.Number(), latestAt: Type.String({ format: 'date-time' }) }),
    /** Why the range is what it is, in words: how many results, how they spread, how old they are. */
    reason: Type.String(),
  }),
  Type.Object({ low: Type.Null(), high: Type.Null(), evidence: Type.Object({ count: Type.Integer({ minimum: 0 }) }), reason: Type.String() }),
])

/** GET /api/me/readiness: per sub-test, an estimated range on the 0-500 scale, or why there is too little to say (issue 36). */
export const MyReadiness = Type.Object(
  { listening: SkillReadiness, reading: SkillReadiness, writing: SkillReadiness, speaking: SkillReadiness },
  { $id: 'MyReadiness' },
)
export type MyReadiness = Static<typeof MyReadiness>


const SharePointSchema = Type.Object({ at: Type.String({ format: 'date-time' }), value: Type.Number(), max: Type.Number() })
const ShareSeriesSchema = Type.Object({ key: Type.String(), label: Type.String(), points: Type.Array(SharePointSchema) })

/** One sub-test's progress over time: its scores with the 350 line, and below them its parts and question types, or its criteria. */
const SkillProgress = Type.Object({
  scores: Type.Array(Type.Object({ score: Type.Number(), at: Type.String({ format: 'date-time' }) })),
  /** The grade B line on the scores (350). */
  bScore: Type.Number(),
  /** Listening and reading: answers right by part and by question type; writing and speaking: marks by criterion. */
  parts: Type.Array(ShareSeriesSchema),
  types: Type.Array(ShareSeriesSchema),
  criteria: Type.Array(ShareSeriesSchema),
  /** The share of a part's questions, or of a criterion's marks, that grade B stands for. */
  bShare: Type.Number(),
})

/** GET /api/me/progress: per sub-test, oldest first, a mock's sections included (shared/progress/part-progress.ts). */
export const MyProgress = Type.Object(
  { listening: SkillProgress, reading: SkillProgress, writing: SkillProgress, speaking: SkillProgress },
  { $id: 'MyProgress' },
)
export type MyProgress = Static<typeof MyProgress>
