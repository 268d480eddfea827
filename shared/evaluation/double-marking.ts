/**
 * Double marking (issue 37, docs/decisions/0106): two evaluators mark a submission independently;
 * marks that agree are averaged, marks that disagree go to a senior evaluator, whose marks stand.
 * Framework-free: the API host decides with it, the staff screens explain it, its tests prove it.
 */
import type { Grade } from '#shared/scoring/bands.ts'
import { criteriaFor, type EvaluatedSkill } from './criteria.ts'

/** Why the first marker cannot give the second marks. */
export const FIRST_MARKER_MESSAGE = 'You gave the first marks to this submission: another evaluator gives the second, without seeing yours.'
/** Why an evaluator who is not senior cannot adjudicate. */
export const SENIOR_ONLY_MESSAGE = 'Its two marks disagree: only a senior evaluator (or an admin) can adjudicate it.'

/** One evaluator's marks, as double marking compares them. */
export interface Marks {
  criteria: Record<string, number>
  grade: Grade
}

/** The share of submissions double marked, and how far two marks may differ on a criterion before a senior evaluator adjudicates. */
export interface MarkingSettings {
  sharePercent: number
  criterionTolerance: number
}
export const DEFAULT_MARKING_SETTINGS: MarkingSettings = { sharePercent: 0, criterionTolerance: 1 }
/** A criterion's widest scale is 0-7: a tolerance beyond it would never send anything to adjudication. */
export const CRITERION_TOLERANCE_MAX = 7

/**
 * Whether a submission falls in the share: read from its random id, so the choice is the same
 * whoever asks and whenever, and each submission is equally likely to be chosen.
 */
export function inShare(submissionId: string, sharePercent: number): boolean {
  const draw = Number.parseInt(submissionId.replace(/-/g, '').slice(0, 8), 16)
  return Number.isFinite(draw) && draw % 100 < sharePercent
}

/**
 * Why two evaluators' marks need a senior evaluator, in words, or none: a different grade, or a
 * criterion more than `tolerance` apart.
 */
export function disagreements(skill: EvaluatedSkill, first: Marks, second: Marks, tolerance: number): string[] {
  const reasons = criteriaFor(skill).flatMap((criterion) => {
    const a = first.criteria[criterion.id] ?? 0
    const b = second.criteria[criterion.id] ?? 0
    return Math.abs(a - b) > tolerance ? [`${criterion.label}: ${a} and ${b}`] : []
  })
  return first.grade === second.grade ? reasons : [`Grade: ${first.grade} and ${second.grade}`, ...reasons]
}

/**
 * The final scores of two marks that agree: each criterion's average, rounded to the whole score
 * the criteria allow, a half up (in the candidate's favour).
 */
export function agreedCriteria(skill: EvaluatedSkill, first: Marks, second: Marks): Record<string, number> {
  return Object.fromEntries(
    criteriaFor(skill).map((criterion) => [criterion.id, Math.round(((first.criteria[criterion.id] ?? 0) + (second.criteria[criterion.id] ?? 0)) / 2)]),
  )
}
