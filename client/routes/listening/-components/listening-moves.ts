import type { PartName } from '#shared/contracts/reading.ts'
import type { ListeningPlan } from './listening-plan.ts'

/** Where the student is: a part of the plan and a screen (step) of that part. */
export interface Place {
  partIndex: number
  step: number
}
/** Where a move leads: another screen, or the end of the test. */
export type Target = Place | 'submit'

/** The header's forward button: "Next" within a part, "Next Part" between parts, "Submit" at the end. */
export type PrimaryAction = 'next' | 'nextPart' | 'submit'

export function nextPlace(plan: ListeningPlan, { partIndex, step }: Place): Target {
  const part = plan[partIndex]
  if (part && step + 1 < part.steps.length) return { partIndex, step: step + 1 }
  return partIndex + 1 < plan.length ? { partIndex: partIndex + 1, step: 0 } : 'submit'
}

/** Back one screen, into the previous part's last screen if need be (practice only); null at the start. */
export function previousPlace(plan: ListeningPlan, { partIndex, step }: Place): Place | null {
  if (step > 0) return { partIndex, step: step - 1 }
  const previous = plan[partIndex - 1]
  return previous ? { partIndex: partIndex - 1, step: previous.steps.length - 1 } : null
}

export function primaryAction(plan: ListeningPlan, place: Place): PrimaryAction {
  const target = nextPlace(plan, place)
  if (target === 'submit') return 'submit'
  return target.partIndex === place.partIndex ? 'next' : 'nextPart'
}

export const isAnswered = (value: string | undefined): boolean => value !== undefined && value.trim() !== ''

export const countAnswered = (ids: readonly string[], answers: Readonly<Record<string, string>>): number =>
  ids.filter((id) => isAnswered(answers[id])).length

/** The header's progress: questions answered of the chosen parts, as a whole percentage. */
export function progressPercent(ids: readonly string[], answers: Readonly<Record<string, string>>): number {
  return ids.length === 0 ? 0 : Math.round((countAnswered(ids, answers) / ids.length) * 100)
}

/**
 * The confirmation a forward move asks for (SPEC.md sections 2, 4 and 5), one at most:
 * - within a part, an extract with nothing answered: "Are you sure you want to proceed?";
 * - leaving a part (Next Part or Submit) having answered nothing in the whole part: "No answers
 *   yet" (the move skips the part: Cancel / Yes, Skip);
 * - leaving a part from a last extract with nothing answered, other extracts of the part having
 *   answers: "Confirm Finish Section";
 * - any extract answered in part: "Finish this extract?" with the count;
 * - all answered, or a screen that asks nothing: no question.
 * The screens of a standalone part all show the same questions, so moving between its texts asks
 * nothing; leaving the part is checked like any other.
 */
export type MoveDialog =
  | { kind: 'none' }
  | { kind: 'proceed' }
  | { kind: 'noAnswersYet' }
  | { kind: 'finishSection' }
  | { kind: 'finishExtract'; answered: number; total: number }

export function dialogForMove(plan: ListeningPlan, place: Place, answers: Readonly<Record<string, string>>): MoveDialog {
  const part = plan[place.partIndex]
  const step = part?.steps[place.step]
  if (!part || !step || step.questionIds.length === 0) return { kind: 'none' }
  const leavingPart = primaryAction(plan, place) !== 'next'
  if (!leavingPart && step.content.kind === 'standalone') return { kind: 'none' }
  const answered = countAnswered(step.questionIds, answers)
  if (leavingPart && countAnswered(partQuestionIds(plan, place.partIndex), answers) === 0) return { kind: 'noAnswersYet' }
  if (answered === 0) return leavingPart ? { kind: 'finishSection' } : { kind: 'proceed' }
  if (answered < step.questionIds.length) return { kind: 'finishExtract', answered, total: step.questionIds.length }
  return { kind: 'none' }
}

const partQuestionIds = (plan: ListeningPlan, partIndex: number): string[] => [
  ...new Set(plan[partIndex]?.steps.flatMap((step) => step.questionIds) ?? []),
]

/**
 * Where the flow goes once a part's clock has run out and the student acknowledged "Time's Up!":
 * past every later part that shares the expired clock (parts B and C share theirs in a
 * simulation), to the next part with a clock of its own, or to the submit.
 */
export function afterTimeUp(plan: ListeningPlan, place: Place, clockOf: (part: PartName) => string | null): Target {
  const expired = plan[place.partIndex] ? clockOf(plan[place.partIndex]!.part) : null
  for (let index = place.partIndex + 1; index < plan.length; index++) {
    if (clockOf(plan[index]!.part) !== expired) return { partIndex: index, step: 0 }
  }
  return 'submit'
}

/** Step number stored (savePosition) while a part's instruction dialog and reading time are on. */
export const READING_STEP = -1

/**
 * Where a reload comes back to: the stored part and step, or the start. `reading` says the part's
 * instruction dialog is still to be answered (a part without data has none).
 */
export function placeFromPosition(
  plan: ListeningPlan,
  position: { part: string; step: number } | null,
): { place: Place; reading: boolean } {
  const partIndex = position ? plan.findIndex((part) => part.part === position.part) : -1
  const part = plan[partIndex]
  if (!position || !part) return { place: { partIndex: 0, step: 0 }, reading: opensWithReading(plan, 0) }
  if (position.step === READING_STEP) return { place: { partIndex, step: 0 }, reading: opensWithReading(plan, partIndex) }
  return { place: { partIndex, step: Math.min(Math.max(0, position.step), part.steps.length - 1) }, reading: false }
}

/** Every part with something to hear opens with its instruction dialog and reading time. */
export const opensWithReading = (plan: ListeningPlan, partIndex: number): boolean => plan[partIndex]?.empty === false
