/** How the agreement page writes its figures (shared/evaluation/agreement.ts computes them). */

/** A share as a whole percentage. */
export const percentText = (share: number) => `${Math.round(share * 100)}%`

/** A mean difference in marks, signed, to one decimal: "+1.5", "−0.3", "0.0" (a true minus, read as one). */
export function differenceText(value: number): string {
  const rounded = Math.round(Math.abs(value) * 10) / 10
  if (rounded === 0) return '0.0'
  return `${value > 0 ? '+' : '−'}${rounded.toFixed(1)}`
}

/** "2026-03" as "Mar 2026", in UTC, as the figures count months. */
export const monthText = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })

export const pairsText = (pairs: number) => `${pairs} ${pairs === 1 ? 'pair' : 'pairs'}`
