/**
 * The OET assessment criteria staff mark writing and speaking against, and how marks suggest a
 * grade. Framework-free: the API host validates evaluations with it, the evaluation screen draws
 * its form from it, and the PDF lists it.
 */
import { SCORE_MAX, SCORE_STEP, type Grade } from '#shared/scoring/bands.ts'
import { gradeFor } from '#shared/scoring/grade.ts'

export type EvaluatedSkill = 'writing' | 'speaking'

export interface Criterion {
  /** Stable id, the key of an evaluation's criteria map. */
  id: string
  label: string
  max: number
}

export const WRITING_CRITERIA: readonly Criterion[] = [
  { id: 'purpose', label: 'Purpose', max: 3 },
  { id: 'content', label: 'Content', max: 7 },
  { id: 'conciseness', label: 'Conciseness and Clarity', max: 7 },
  { id: 'genre', label: 'Genre and Style', max: 7 },
  { id: 'organisation', label: 'Organisation and Layout', max: 7 },
  { id: 'language', label: 'Language', max: 7 },
]

export const SPEAKING_CRITERIA: readonly Criterion[] = [
  { id: 'intelligibility', label: 'Intelligibility', max: 6 },
  { id: 'fluency', label: 'Fluency', max: 6 },
  { id: 'appropriateness', label: 'Appropriateness of Language', max: 6 },
  { id: 'grammar', label: 'Resources of Grammar and Expression', max: 6 },
  { id: 'relationship', label: 'Relationship Building', max: 3 },
  { id: 'perspective', label: "Understanding and Incorporating the Patient's Perspective", max: 3 },
  { id: 'structure', label: 'Providing Structure', max: 3 },
  { id: 'gathering', label: 'Information Gathering', max: 3 },
  { id: 'giving', label: 'Information Giving', max: 3 },
]

export const criteriaFor = (skill: EvaluatedSkill): readonly Criterion[] => (skill === 'writing' ? WRITING_CRITERIA : SPEAKING_CRITERIA)

/** Writing 38, speaking 39. */
export const maxMarksFor = (skill: EvaluatedSkill): number => criteriaFor(skill).reduce((sum, c) => sum + c.max, 0)

/**
 * What is wrong with a criteria map, in words an evaluator can act on, or undefined: every
 * criterion of the skill present, each a whole number from 0 to its maximum, nothing else.
 */
export function criteriaProblem(skill: EvaluatedSkill, scores: Record<string, unknown>): string | undefined {
  const criteria = criteriaFor(skill)
  const extra = Object.keys(scores).find((id) => !criteria.some((c) => c.id === id))
  if (extra !== undefined) return `criteria: "${extra}" is not a ${skill} criterion.`
  for (const c of criteria) {
    const score = scores[c.id]
    if (score === undefined) return `criteria: give a score for ${c.label}.`
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > c.max) {
      return `criteria: ${c.label} must be a whole number from 0 to ${c.max}.`
    }
  }
  return undefined
}

/** The marks of a complete, valid criteria map: the sum of its scores. */
export const marksOf = (skill: EvaluatedSkill, scores: Record<string, number>): number =>
  criteriaFor(skill).reduce((sum, c) => sum + (scores[c.id] ?? 0), 0)

/**
 * Evaluation marks on the 0-500 scale (docs/decisions/0015): their share of the maximum of `parts`
 * evaluations (a mock's speaking parts are read together), rounded to steps of 10.
 */
export const marksOnScoreScale = (skill: EvaluatedSkill, marks: number, parts = 1): number =>
  Math.round(((marks / (parts * maxMarksFor(skill))) * SCORE_MAX) / SCORE_STEP) * SCORE_STEP

/** The grade suggested for marks: their band on the 0-500 scale. The evaluator confirms or changes it. */
export const suggestedGrade = (skill: EvaluatedSkill, marks: number): Grade => gradeFor(marksOnScoreScale(skill, marks))
