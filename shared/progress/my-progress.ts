import { ESTIMATE_ANCHOR } from '#shared/scoring/scale.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { CRITERION_B_SHARE, criterionSeries, PART_B_SHARE, partSeries, typeSeries } from './part-progress.ts'
import { skillScores } from './skill-scores.ts'
import type { MyAttempt, MyProgress } from './schema.ts'

/**
 * The student's progress per sub-test (issue 36), as GET /api/me/progress answers it: the scores
 * over time with the grade B line, and below them each part and question type (listening and
 * reading) or each criterion (writing and speaking), from the same code the dashboard draws.
 */
export function myProgress(attempts: readonly MyAttempt[], submissions: { writing: readonly Submission[]; speaking: readonly Submission[] }): MyProgress {
  const scores = skillScores(attempts, submissions)
  const oldestFirst = (skill: keyof typeof scores) => [...scores[skill]].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  const keyed = (skill: 'listening' | 'reading') => ({
    scores: oldestFirst(skill),
    bScore: ESTIMATE_ANCHOR.scaled,
    parts: partSeries(attempts, skill),
    types: typeSeries(attempts, skill),
    criteria: [],
    bShare: PART_B_SHARE,
  })
  const marked = (skill: 'writing' | 'speaking') => ({
    scores: oldestFirst(skill),
    bScore: ESTIMATE_ANCHOR.scaled,
    parts: [],
    types: [],
    criteria: criterionSeries(submissions[skill], skill),
    bShare: CRITERION_B_SHARE,
  })
  return { listening: keyed('listening'), reading: keyed('reading'), writing: marked('writing'), speaking: marked('speaking') }
}
