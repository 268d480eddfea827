import { criteriaFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { SCORE_MAX } from '#shared/scoring/bands.ts'
import { ESTIMATE_ANCHOR } from '#shared/scoring/scale.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import type { MyAttempt } from './schema.ts'
import { QUESTION_TYPE_NAMES, type QuestionType } from '#shared/qtypes/names.ts'

/**
 * Progress below the sub-test's score (issue 36): each part of listening and reading, and each
 * criterion of writing and speaking, as a share over time, beside the share that grade B (350)
 * stands for. Framework-free: the dashboard draws it from the results it already has.
 */

/** One result of a part or a criterion: `value` of `max` (answers right, or marks). */
export interface SharePoint {
  at: string
  value: number
  max: number
}

export interface ShareSeries {
  key: string
  label: string
  /** Oldest first. */
  points: SharePoint[]
}

/** A part's share that scales to 350 by the usual estimate (30 of 42, decision in shared/scoring/scale.ts). */
export const PART_B_SHARE = ESTIMATE_ANCHOR.raw / ESTIMATE_ANCHOR.outOf
/** A criterion's share of its marks that stands for 350 on the 0-500 scale (decision 0015). */
export const CRITERION_B_SHARE = ESTIMATE_ANCHOR.scaled / SCORE_MAX

const PARTS = ['A', 'B', 'C'] as const

/** The student's submitted tests of these kinds, oldest first. */
const submittedOf = (attempts: readonly MyAttempt[], kinds: readonly string[]) =>
  attempts
    .filter((attempt) => kinds.includes(attempt.kind) && attempt.status === 'submitted' && attempt.submittedAt !== null)
    .sort((a, b) => Date.parse(a.submittedAt!) - Date.parse(b.submittedAt!))

/** Each part's results in the student's submitted listening or reading tests of these kinds. */
export function partSeries(attempts: readonly MyAttempt[], kinds: readonly string[]): ShareSeries[] {
  const sat = submittedOf(attempts, kinds)
  return PARTS.map((part) => ({
    key: part,
    label: `Part ${part}`,
    points: sat.flatMap((attempt) =>
      attempt.parts.filter((score) => score.part === part && score.total > 0).map((score) => ({ at: attempt.submittedAt!, value: score.correct, max: score.total })),
    ),
  })).filter((series) => series.points.length > 0)
}

const TYPE_LABELS: Record<QuestionType, string> = { mcq: 'Multiple choice', noteCompletion: 'Note completion', sentenceCompletion: 'Sentence completion' }

/** Each question type's results in the student's submitted listening or reading tests of these kinds. */
export function typeSeries(attempts: readonly MyAttempt[], kinds: readonly string[]): ShareSeries[] {
  const sat = submittedOf(attempts, kinds)
  return QUESTION_TYPE_NAMES.map((type) => ({
    key: type,
    label: TYPE_LABELS[type],
    points: sat.flatMap((attempt) =>
      attempt.types.filter((score) => score.type === type && score.total > 0).map((score) => ({ at: attempt.submittedAt!, value: score.correct, max: score.total })),
    ),
  })).filter((series) => series.points.length > 0)
}

/** Each criterion's marks in the student's evaluated writing or speaking, a mock's included. */
export function criterionSeries(submissions: readonly Submission[], skill: EvaluatedSkill): ShareSeries[] {
  const evaluated = submissions
    .filter((submission) => submission.status === 'evaluated' && submission.criteria !== null)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
  return criteriaFor(skill)
    .map((criterion) => ({
      key: criterion.id,
      label: criterion.label,
      points: evaluated.flatMap((submission) => {
        const value = submission.criteria?.[criterion.id]
        return value === undefined ? [] : [{ at: submission.createdAt, value, max: criterion.max }]
      }),
    }))
    .filter((series) => series.points.length > 0)
}
