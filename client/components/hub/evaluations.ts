import { oneResultEach } from '#shared/evaluation/speaking-sitting.ts'
import type { Submission } from '#shared/submissions/schema.ts'

/** Where a student stands in an evaluated skill: the latest evaluation, and how many are still waiting. */
export interface EvaluationStanding {
  latest: Submission | undefined
  pending: number
}

const evaluated = (submission: Submission) => submission.status === 'evaluated' && submission.evaluatedAt !== null

/**
 * From my writing or speaking submissions (any order): the newest evaluated one, and how many
 * results are still waiting (a speaking sitting's recordings are one, decision 0105).
 */
export function evaluationStanding(submissions: readonly Submission[]): EvaluationStanding {
  const done = submissions.filter(evaluated).sort((a, b) => Date.parse(b.evaluatedAt ?? '') - Date.parse(a.evaluatedAt ?? ''))
  return { latest: done[0], pending: oneResultEach(submissions.filter((submission) => !evaluated(submission))).length }
}

/** The evaluation standing of a home-page skill card, or undefined for the skills marked at once. */
export function skillEvaluations(skill: string, submissions: { writing: readonly Submission[]; speaking: readonly Submission[] }): EvaluationStanding | undefined {
  if (skill === 'writing') return evaluationStanding(submissions.writing)
  if (skill === 'speaking') return evaluationStanding(submissions.speaking)
  return undefined
}
