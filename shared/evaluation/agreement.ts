/**
 * Agreement figures (issue 37, docs/decisions/0107): how closely two evaluators' independent
 * marks of the same double-marked work agree, per criterion, and how each evaluator's marks sit
 * beside the other evaluator's, over all their pairs and month by month, so that a severe or
 * lenient evaluator shows. Framework-free: the API host answers GET /api/staff/agreement with it
 * and readiness reads the evaluators' measured difference from it.
 */
import { criteriaFor, marksOnScoreScale, type EvaluatedSkill } from './criteria.ts'

export const AGREEMENT_SKILLS = ['writing', 'speaking'] as const satisfies readonly EvaluatedSkill[]

/** An evaluator's verdict needs at least this many pairs: fewer say more about the work than the evaluator. */
export const MIN_PAIRS_FOR_VERDICT = 5
/** A mean difference within this many marks either way reads as "about as the others". */
export const VERDICT_MARGIN = 1

/** One evaluator's independent marks of a piece of work. */
export interface MarksOf {
  /** Null when the evaluator's account has been removed. */
  evaluatorId: string | null
  evaluatorName: string
  criteria: Record<string, number>
  marks: number
}

/** The first and the second marks of one double-marked letter or speaking sitting; `at` is when the second were given. */
export interface MarkPair {
  skill: EvaluatedSkill
  at: string
  first: MarksOf
  second: MarksOf
}

export interface CriterionAgreement {
  criterionId: string
  label: string
  max: number
  /** Share of pairs (0-1) that gave the same score. */
  exact: number
  /** Share of pairs (0-1) whose scores were at most 1 apart, the exact ones included. */
  adjacent: number
  /** Second minus first, on average. */
  meanDifference: number
  meanAbsoluteDifference: number
}

export interface EvaluatorAgreement {
  evaluatorId: string
  name: string
  /** Pairs they gave the first or the second marks of. */
  pairs: number
  /** Their marks minus the other evaluator's, on average: positive is more lenient, negative more severe. */
  meanDifference: number
  criteria: { criterionId: string; label: string; meanDifference: number }[]
  /** Month by month (YYYY-MM, UTC, by when the second marks were given), oldest first. */
  months: { month: string; pairs: number; meanDifference: number }[]
  /** In words, from MIN_PAIRS_FOR_VERDICT pairs; null before. */
  verdict: string | null
}

export interface SkillAgreement {
  skill: EvaluatedSkill
  pairs: number
  /** The two marks' difference, either way, on average: in marks, and on the 0-500 score scale. */
  meanAbsoluteDifference: number
  meanAbsoluteScoreDifference: number
  criteria: CriterionAgreement[]
  /** Most pairs first, then by name. */
  evaluators: EvaluatorAgreement[]
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length)
const score = (marks: MarksOf, criterionId: string) => marks.criteria[criterionId] ?? 0
const marksText = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ${value === 1 ? 'mark' : 'marks'}`

/** An evaluator's mean difference in words, or null from too few pairs to say. */
export function verdictOf(pairs: number, meanDifference: number): string | null {
  if (pairs < MIN_PAIRS_FOR_VERDICT) return null
  const by = Math.round(Math.abs(meanDifference) * 10) / 10
  if (by <= VERDICT_MARGIN) return 'About as the others'
  return `${meanDifference > 0 ? 'More lenient' : 'More severe'} by ${marksText(by)} on average`
}

/** Every pair seen from one evaluator's side: their marks, and the other evaluator's. */
function sides(pairs: readonly MarkPair[]) {
  return pairs.flatMap((pair) =>
    pair.first.evaluatorId === pair.second.evaluatorId
      ? []
      : [
          { mine: pair.first, other: pair.second, at: pair.at },
          { mine: pair.second, other: pair.first, at: pair.at },
        ],
  )
}

function evaluatorsOf(skill: EvaluatedSkill, pairs: readonly MarkPair[]): EvaluatorAgreement[] {
  const byEvaluator = new Map<string, { name: string; seen: ReturnType<typeof sides> }>()
  for (const side of sides(pairs)) {
    if (side.mine.evaluatorId === null) continue
    const entry = byEvaluator.get(side.mine.evaluatorId) ?? { name: side.mine.evaluatorName, seen: [] }
    entry.seen.push(side)
    byEvaluator.set(side.mine.evaluatorId, entry)
  }
  return [...byEvaluator].map(([evaluatorId, { name, seen }]) => {
    const meanDifference = mean(seen.map((s) => s.mine.marks - s.other.marks))
    const months = new Map<string, number[]>()
    for (const s of seen) {
      const month = new Date(s.at).toISOString().slice(0, 7)
      months.set(month, [...(months.get(month) ?? []), s.mine.marks - s.other.marks])
    }
    return {
      evaluatorId,
      name,
      pairs: seen.length,
      meanDifference,
      criteria: criteriaFor(skill).map((c) => ({ criterionId: c.id, label: c.label, meanDifference: mean(seen.map((s) => score(s.mine, c.id) - score(s.other, c.id))) })),
      months: [...months]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, differences]) => ({ month, pairs: differences.length, meanDifference: mean(differences) })),
      verdict: verdictOf(seen.length, meanDifference),
    }
  }).sort((a, b) => b.pairs - a.pairs || a.name.localeCompare(b.name))
}

/** One skill's figures from its pairs (pairs of the other skill are left out). */
export function skillAgreement(skill: EvaluatedSkill, all: readonly MarkPair[]): SkillAgreement {
  const pairs = all.filter((pair) => pair.skill === skill)
  const criteria = criteriaFor(skill).map((c): CriterionAgreement => {
    const differences = pairs.map((pair) => score(pair.second, c.id) - score(pair.first, c.id))
    const share = (within: number) => (pairs.length === 0 ? 0 : differences.filter((d) => Math.abs(d) <= within).length / pairs.length)
    return {
      criterionId: c.id,
      label: c.label,
      max: c.max,
      exact: share(0),
      adjacent: share(1),
      meanDifference: mean(differences),
      meanAbsoluteDifference: mean(differences.map(Math.abs)),
    }
  })
  return {
    skill,
    pairs: pairs.length,
    meanAbsoluteDifference: mean(pairs.map((pair) => Math.abs(pair.second.marks - pair.first.marks))),
    meanAbsoluteScoreDifference: meanScoreDifference(skill, pairs.map((pair) => ({ first: pair.first.marks, second: pair.second.marks, count: 1 }))),
    criteria,
    evaluators: evaluatorsOf(skill, pairs),
  }
}

/**
 * The two marks' difference, either way, on the 0-500 score scale (each marks' score as the
 * student would see it, decision 0015), on average over pairs of marks counted `count` times.
 */
export function meanScoreDifference(skill: EvaluatedSkill, marks: readonly { first: number; second: number; count: number }[]): number {
  const count = marks.reduce((sum, m) => sum + m.count, 0)
  if (count === 0) return 0
  return marks.reduce((sum, m) => sum + m.count * Math.abs(marksOnScoreScale(skill, m.second) - marksOnScoreScale(skill, m.first)), 0) / count
}

/** Both skills' figures. */
export const agreementOf = (pairs: readonly MarkPair[], skills: readonly EvaluatedSkill[] = AGREEMENT_SKILLS): SkillAgreement[] =>
  skills.map((skill) => skillAgreement(skill, pairs))
