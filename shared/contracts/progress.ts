import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/contracts/literal-union.ts'
import { AttemptMode } from '#shared/contracts/attempts.ts'
import { Grade, Nullable, PartScore, ScaledScore } from '#shared/contracts/results.ts'
import { TestKind } from '#shared/contracts/test-kinds.ts'

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
  },
  { $id: 'MyAttempt' },
)
export type MyAttempt = Static<typeof MyAttempt>

/** GET /api/me/attempts: every attempt of the student, newest first. */
export const MyAttemptList = Type.Array(MyAttempt, { $id: 'MyAttemptList' })
export type MyAttemptList = Static<typeof MyAttemptList>
