import { marksOnScoreScale } from '#shared/evaluation/criteria.ts'
import { oneResultEach } from '#shared/evaluation/speaking-sitting.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import type { MyAttempt } from './schema.ts'

/** A score on the 0-500 scale with when it was earned. */
export interface DatedScore {
  score: number
  at: string
}

export const READINESS_SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const
export type ReadinessSkill = (typeof READINESS_SKILLS)[number]

const KINDS: Record<'listening' | 'reading', readonly string[]> = { listening: ['listening', 'oet-listening'], reading: ['oet-reading'] }

/**
 * Each sub-test's scores on the 0-500 scale, with when they were earned: listening and reading
 * from submitted attempts (a mock's sections included), writing and speaking from evaluated work
 * (its marks on the score scale, decision 0015; a speaking sitting's once, decision 0105), dated when
 * the student did it.
 */
export function skillScores(attempts: readonly MyAttempt[], submissions: { writing: readonly Submission[]; speaking: readonly Submission[] }): Record<ReadinessSkill, DatedScore[]> {
  const keyed = (skill: 'listening' | 'reading'): DatedScore[] =>
    attempts.flatMap((attempt) => {
      if (attempt.status !== 'submitted' || attempt.submittedAt === null) return []
      if (KINDS[skill].includes(attempt.kind)) return attempt.score === null ? [] : [{ score: attempt.score, at: attempt.submittedAt }]
      return attempt.mockSections.filter((section) => section.section === skill).map((section) => ({ score: section.score, at: attempt.submittedAt! }))
    })
  const marked = (skill: 'writing' | 'speaking'): DatedScore[] =>
    oneResultEach(submissions[skill].filter((submission) => submission.status === 'evaluated')).flatMap((submission) =>
      submission.marks !== null ? [{ score: marksOnScoreScale(skill, submission.marks), at: submission.createdAt }] : [],
    )
  return { listening: keyed('listening'), reading: keyed('reading'), writing: marked('writing'), speaking: marked('speaking') }
}
