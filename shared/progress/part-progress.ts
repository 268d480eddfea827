import { criteriaFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { oneResultEach } from '#shared/evaluation/speaking-sitting.ts'
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

/** The listening and reading sub-tests, by the kinds of test and the mock section that count in each. */
export type KeyedSkill = 'listening' | 'reading'
const KINDS: Record<KeyedSkill, readonly string[]> = { listening: ['listening', 'oet-listening'], reading: ['oet-reading'] }

/** One sitting of a sub-test: a test of its kinds, or a mock's section of it. */
interface Sitting {
  at: string
  parts: MyAttempt['parts']
  types: MyAttempt['types']
}

/** The student's sittings of a sub-test, a mock's sections included (issue 36), oldest first. */
function sittingsOf(attempts: readonly MyAttempt[], skill: KeyedSkill): Sitting[] {
  return attempts
    .flatMap((attempt): Sitting[] => {
      if (attempt.status !== 'submitted' || attempt.submittedAt === null) return []
      if (KINDS[skill].includes(attempt.kind)) return [{ at: attempt.submittedAt, parts: attempt.parts, types: attempt.types }]
      return attempt.mockSections.filter((section) => section.section === skill).map((section) => ({ at: attempt.submittedAt!, parts: section.parts, types: section.types }))
    })
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

/** Each part's results in the student's submitted listening or reading, a mock's sections included. */
export function partSeries(attempts: readonly MyAttempt[], skill: KeyedSkill): ShareSeries[] {
  const sat = sittingsOf(attempts, skill)
  return PARTS.map((part) => ({
    key: part,
    label: `Part ${part}`,
    points: sat.flatMap((sitting) => sitting.parts.filter((score) => score.part === part && score.total > 0).map((score) => ({ at: sitting.at, value: score.correct, max: score.total }))),
  })).filter((series) => series.points.length > 0)
}

const TYPE_LABELS: Record<QuestionType, string> = { mcq: 'Multiple choice', noteCompletion: 'Note completion', sentenceCompletion: 'Sentence completion' }

/** Each question type's results in the student's submitted listening or reading, a mock's sections included. */
export function typeSeries(attempts: readonly MyAttempt[], skill: KeyedSkill): ShareSeries[] {
  const sat = sittingsOf(attempts, skill)
  return QUESTION_TYPE_NAMES.map((type) => ({
    key: type,
    label: TYPE_LABELS[type],
    points: sat.flatMap((sitting) => sitting.types.filter((score) => score.type === type && score.total > 0).map((score) => ({ at: sitting.at, value: score.correct, max: score.total }))),
  })).filter((series) => series.points.length > 0)
}

/** Each criterion's marks in the student's evaluated writing or speaking, a mock's included, a speaking sitting's once. */
export function criterionSeries(submissions: readonly Submission[], skill: EvaluatedSkill): ShareSeries[] {
  const evaluated = oneResultEach(submissions.filter((submission) => submission.status === 'evaluated' && submission.criteria !== null))
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
