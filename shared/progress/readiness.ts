import { SCORE_MAX, SCORE_STEP } from '#shared/scoring/bands.ts'
import { READINESS_SKILLS, type DatedScore, type ReadinessSkill } from './skill-scores.ts'

export type { DatedScore }

/**
 * Readiness as a range (issue 36): where a sub-test's score likely lies now, from the student's
 * recent scores, never a single number, always with its reason in words. Framework-free: the API
 * host answers it (GET /api/me/readiness) and the dashboard draws it from the same scores.
 */

export type Readiness =
  | { low: number; high: number; evidence: { count: number; lowest: number; highest: number; latestAt: string }; reason: string }
  | { low: null; high: null; evidence: { count: number }; reason: string }

/** The scores a range is drawn from: the latest few, and none older than this. */
export const RECENT_COUNT = 5
export const RECENT_DAYS = 120
/** Fewer recent scores than this give no range, only the reason. */
export const MIN_SCORES = 2
/** However close the scores, one test form differs from the next by about this much. */
export const MIN_HALF_WIDTH = 20
/**
 * Writing and speaking: how far two evaluators may differ on the same work, until double marking
 * has measured it on MIN_PAIRS_FOR_EVALUATOR_WIDTH pieces of work (issue 37, decision 0107).
 */
export const EVALUATOR_HALF_WIDTH = 20
export const MIN_PAIRS_FOR_EVALUATOR_WIDTH = 10

/** How far evaluators differ on a skill's work, on the 0-500 scale, and from how many double-marked pieces (null: not measured). */
export interface EvaluatorSpread {
  halfWidth: number
  measuredFrom: number | null
}
export const UNMEASURED_SPREAD: EvaluatorSpread = { halfWidth: EVALUATOR_HALF_WIDTH, measuredFrom: null }

/**
 * The evaluators' spread of a skill from double marking: the two marks' mean difference on the
 * 0-500 scale, from MIN_PAIRS_FOR_EVALUATOR_WIDTH pairs; the assumed EVALUATOR_HALF_WIDTH before.
 */
export function evaluatorSpread(measured: { pairs: number; meanAbsoluteScoreDifference: number }): EvaluatorSpread {
  return measured.pairs < MIN_PAIRS_FOR_EVALUATOR_WIDTH ? UNMEASURED_SPREAD : { halfWidth: measured.meanAbsoluteScoreDifference, measuredFrom: measured.pairs }
}
export type EvaluatorSpreads = Record<'writing' | 'speaking', EvaluatorSpread>

/** A range whose latest score is older than this widens: skills move. */
export const STALE_DAYS = 60
export const STALE_HALF_WIDTH = 20

const DAY_MS = 24 * 60 * 60 * 1000
const floorStep = (score: number) => Math.max(0, Math.floor(score / SCORE_STEP) * SCORE_STEP)
const ceilStep = (score: number) => Math.min(SCORE_MAX, Math.ceil(score / SCORE_STEP) * SCORE_STEP)
// In UTC, so that the server's page and the browser's hydration say the same.
const dayText = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dates = (from: string, to: string) => (dayText(from) === dayText(to) ? dayText(to) : `${dayText(from)} to ${dayText(to)}`)

/** Why marked work's range is wider, in words: by as much as double marking measured, when it has. */
const evaluatorText = ({ halfWidth, measuredFrom }: EvaluatorSpread) =>
  measuredFrom === null
    ? 'Marked work also varies with the evaluator.'
    : `Marked work also varies with the evaluator: on ${measuredFrom} pieces marked by two evaluators, their scores differed by ${Math.round(halfWidth)} on average.`

/**
 * The range: the mean of the recent scores, give or take the larger of their spread (standard
 * deviation) and MIN_HALF_WIDTH, plus the evaluators' difference for marked work (as double
 * marking measured it, or assumed) and a widening for old evidence; rounded outwards to steps of
 * 10 and kept within 0-500.
 */
export function readinessOf(
  scores: readonly DatedScore[],
  now: Date,
  { marked, evaluators = UNMEASURED_SPREAD }: { marked: boolean; evaluators?: EvaluatorSpread },
): Readiness {
  const recent = [...scores]
    .filter((s) => now.getTime() - Date.parse(s.at) <= RECENT_DAYS * DAY_MS)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, RECENT_COUNT)
  const older = scores.length - recent.length
  if (recent.length < MIN_SCORES) {
    const reason =
      recent.length === 1
        ? 'One recent result so far: a range needs at least two. Take another test to see one.'
        : older > 0
          ? `No results in the last ${RECENT_DAYS} days: take a test to see where you stand now.`
          : 'No results yet: take a test to see where you stand.'
    return { low: null, high: null, evidence: { count: recent.length }, reason }
  }
  const values = recent.map((s) => s.score)
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length
  const spread = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1))
  const ageDays = Math.floor((now.getTime() - Date.parse(recent[0]!.at)) / DAY_MS)
  const stale = ageDays > STALE_DAYS
  const half = Math.max(spread, MIN_HALF_WIDTH) + (marked ? evaluators.halfWidth : 0) + (stale ? STALE_HALF_WIDTH : 0)
  const lowest = Math.min(...values)
  const highest = Math.max(...values)
  const latestAt = recent[0]!.at
  const parts = [
    `From your last ${recent.length} results (${dates(recent.at(-1)!.at, latestAt)}), which scored ${lowest === highest ? lowest : `${lowest} to ${highest}`}.`,
    spread > MIN_HALF_WIDTH ? 'They vary, so the range is wide.' : 'They agree closely.',
    marked ? evaluatorText(evaluators) : '',
    stale ? `The latest is ${Math.floor(ageDays / 7)} weeks old, so the range is wider.` : '',
  ]
  return {
    low: floorStep(mean - half),
    high: ceilStep(mean + half),
    evidence: { count: recent.length, lowest, highest, latestAt },
    reason: parts.filter(Boolean).join(' '),
  }
}

/** Every sub-test's readiness from a student's attempts and evaluated work, and how far evaluators differ (assumed unless given). */
export function myReadiness(
  scores: Record<ReadinessSkill, DatedScore[]>,
  now: Date,
  spreads: EvaluatorSpreads = { writing: UNMEASURED_SPREAD, speaking: UNMEASURED_SPREAD },
): Record<ReadinessSkill, Readiness> {
  return Object.fromEntries(
    READINESS_SKILLS.map((skill) => [
      skill,
      skill === 'writing' || skill === 'speaking' ? readinessOf(scores[skill], now, { marked: true, evaluators: spreads[skill] }) : readinessOf(scores[skill], now, { marked: false }),
    ]),
  ) as Record<ReadinessSkill, Readiness>
}
