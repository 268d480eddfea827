import type { EvaluationResponse } from './staff-types.ts'

/**
 * What an evaluator is told when their form is saved: the marks that now stand and that the
 * student was told, or, under double marking (decision 0106), what happens next.
 */
export function savedText({ evaluation, doubleMarking }: EvaluationResponse, studentName: string): string {
  const marks = `${evaluation.marks} marks, grade ${evaluation.grade}`
  if (!doubleMarking) return `Evaluation saved: ${marks}. ${studentName} has been notified.`
  if (doubleMarking.state === 'second') {
    return `Your marks are saved as the first of two: ${marks}. A second evaluator marks without seeing them; ${studentName} is told once the final marks stand.`
  }
  if (doubleMarking.state === 'adjudication') {
    return `Your marks are saved: ${marks}. They differ from the first marks (${doubleMarking.reasons.join('; ')}), so a senior evaluator adjudicates before ${studentName} is told.`
  }
  if (evaluation.round === 'adjudicated') return `Your adjudication is saved: ${marks}, the final result. ${studentName} has been notified.`
  const final = doubleMarking.final
  return `Your marks agree with the first. ${studentName} has been notified of their average${final ? `: ${final.marks} marks, grade ${final.grade}` : ''}.`
}
