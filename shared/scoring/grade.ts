/** Letter bands of SPEC.md section 9, read from BANDS so the thresholds live in one place. */
import { BANDS, type Grade } from '#shared/scoring/bands.ts'

/**
 * The band a score falls in: the first band, highest first, whose minimum the score reaches
 * (A >= 450, B >= 350, C+ >= 300, C >= 200, D >= 100, else E). Scores below 0 are E. NaN is a
 * programming error, not a score, so it throws rather than quietly reading as E.
 */
export function gradeFor(score: number): Grade {
  if (Number.isNaN(score)) throw new RangeError('Cannot grade NaN.')
  return BANDS.find((band) => score >= band.min)?.grade ?? 'E'
}
