/**
 * Raw marks to the 0..500 score scale (DESIGN.md section 5, SPEC.md section 9).
 *
 * OET publishes no conversion table; the usual estimate maps 30 of 42 to 350. Without a table of
 * its own a test is scaled piecewise-linearly through (0, 0), (30/42 of the maximum, 350) and
 * (maximum, 500), and the UI labels that score an estimate (`isEstimate`).
 *
 * A test may carry its own `ScalingTable`: points { raw, scaled } sorted by raw, interpolated
 * linearly between neighbours. A table with a point for every raw mark is therefore an exact
 * lookup, and a table with a few points is a piecewise-linear curve, one type for both. Where
 * the table stops short it is completed with (0, 0) and (maximum, 500), the same ends as the
 * default, so the default is just the one-point table [(30/42 of the maximum, 350)].
 *
 * Every score is rounded to the nearest multiple of SCORE_STEP (halves up, in the student's
 * favour) and kept within 0..SCORE_MAX.
 */
import { SCORE_MAX, SCORE_STEP } from '#shared/scoring/bands.ts'

/** One point of a test's own scaling table: `raw` marks give `scaled` points. */
export interface ScalingPoint {
  /** Raw marks, >= 0; strictly increasing along the table. */
  raw: number
  /** Score for those marks, 0..SCORE_MAX; never decreasing along the table. */
  scaled: number
}

/** A test's own raw-to-scaled table (the test's `scaling`). Empty or absent means the estimate. */
export type ScalingTable = readonly ScalingPoint[]

/** The estimate's anchor: 30 raw marks out of 42 score 350. */
export const ESTIMATE_ANCHOR = { raw: 30, outOf: 42, scaled: 350 } as const

/** True when the score comes from the default estimate rather than a table of the test's own. */
export function isEstimate(table?: ScalingTable | null): boolean {
  return table == null || table.length === 0
}

/**
 * What is wrong with a table, in words a content author can act on, or undefined when it is
 * fine. Content import should reject a table this complains about; scaleScore throws on one.
 */
export function scalingTableProblem(table: ScalingTable): string | undefined {
  for (const [i, point] of table.entries()) {
    const where = `Scaling point ${i + 1}`
    if (!Number.isFinite(point.raw) || point.raw < 0) return `${where}: raw marks must be a number of 0 or more.`
    if (!Number.isFinite(point.scaled) || point.scaled < 0 || point.scaled > SCORE_MAX) {
      return `${where}: the score must be between 0 and ${SCORE_MAX}.`
    }
    const previous = table[i - 1]
    if (previous && point.raw <= previous.raw) return `${where}: raw marks must increase from one point to the next.`
    if (previous && point.scaled < previous.scaled) return `${where}: a higher raw mark cannot score less than a lower one.`
  }
  return undefined
}

/**
 * The score for `raw` marks out of `max`, using the test's own table if it has one. Raw marks
 * are clamped into 0..max; a test with nothing to mark (max <= 0) scores 0. Non-finite input or
 * a broken table is a programming or content error, so it throws rather than guess.
 */
export function scaleScore(raw: number, max: number, table?: ScalingTable | null): number {
  if (!Number.isFinite(raw) || !Number.isFinite(max)) throw new RangeError(`Cannot scale ${raw} of ${max}.`)
  if (max <= 0) return 0
  const problem = table ? scalingTableProblem(table) : undefined
  if (problem) throw new RangeError(problem)
  const points = completeTable(isEstimate(table) ? estimateTable(max) : (table ?? []), max)
  return roundToScoreStep(interpolate(points, clamp(raw, 0, max)))
}

/** The default estimate as a table: the one anchor point, scaled to this test's maximum. */
export function estimateTable(max: number): ScalingTable {
  return [{ raw: (max * ESTIMATE_ANCHOR.raw) / ESTIMATE_ANCHOR.outOf, scaled: ESTIMATE_ANCHOR.scaled }]
}

/** Nearest multiple of SCORE_STEP within 0..SCORE_MAX, halves up. */
export function roundToScoreStep(score: number): number {
  // Drop floating-point noise first (e.g. 344.99999999999994 from a fractional anchor), so an
  // exact half such as 345 always rounds the same way.
  const cleaned = Math.round(score * 1e6) / 1e6
  return clamp(Math.round(cleaned / SCORE_STEP) * SCORE_STEP, 0, SCORE_MAX)
}

/** Add (0, 0) before and (max, SCORE_MAX) after the table where it does not reach that far. */
function completeTable(table: ScalingTable, max: number): ScalingTable {
  const first = table[0]
  const last = table.at(-1)
  return [
    ...(first && first.raw <= 0 ? [] : [{ raw: 0, scaled: 0 }]),
    ...table,
    ...(last && last.raw >= max ? [] : [{ raw: max, scaled: SCORE_MAX }]),
  ]
}

/** Linear interpolation between the two points either side of x; flat beyond the ends. */
function interpolate(points: ScalingTable, x: number): number {
  const upper = points.findIndex((point) => point.raw >= x)
  if (upper < 0) return points.at(-1)?.scaled ?? 0
  const right = points[upper]
  const left = points[upper - 1]
  if (!right) return 0
  if (!left || right.raw === x) return right.scaled
  return left.scaled + ((right.scaled - left.scaled) * (x - left.raw)) / (right.raw - left.raw)
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value))
}
