/** The 0-500 scale and its letter bands (SPEC.md section 9). */

export const SCORE_MAX = 500
export const SCORE_STEP = 10
/** Letter bands, highest first: a score gets the first band whose minimum it reaches. */
export const BANDS = [
  { grade: 'A', min: 450 },
  { grade: 'B', min: 350 },
  { grade: 'C+', min: 300 },
  { grade: 'C', min: 200 },
  { grade: 'D', min: 100 },
  { grade: 'E', min: 0 },
] as const
export type Grade = (typeof BANDS)[number]['grade']
export const GRADES = ['A', 'B', 'C+', 'C', 'D', 'E'] as const satisfies readonly Grade[]
export const CHART_BAND_LINES = [100, 200, 300, 350, 450] as const
