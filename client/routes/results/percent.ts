/**
 * The simple results view's Score (SPEC.md section 2): correct answers as a whole percentage of
 * the questions, "71%" for 30 of 42. A test with no questions shows 0%, never NaN.
 */
export function percentCorrect(correct: number, total: number): string {
  if (!(total > 0)) return '0%'
  const ratio = Math.min(Math.max(correct / total, 0), 1)
  return `${Math.round(ratio * 100)}%`
}
