import type { PartName } from '#shared/reading/reading.ts'
import { partLabel, stepLabel, type ListeningPlan } from './listening-plan.ts'
import { readingClockKey } from './listening-timing.ts'

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
  /** The submit, with questions unanswered or flagged elsewhere in the test: a last look first. */
  | { kind: 'review' }

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

/**
 * Where a simulation goes once the screen's recording has ended: the next screen with a
 * recording of its own (a standalone part's texts share the part's), or the submit.
 */
export function afterRecording(plan: ListeningPlan, place: Place): Target {
  const heard = plan[place.partIndex]?.steps[place.step]?.recordingKey
  let target = nextPlace(plan, place)
  while (target !== 'submit' && plan[target.partIndex]?.steps[target.step]?.recordingKey === heard) target = nextPlace(plan, target)
  return target
}

/**
 * The recordings a forward move from `place` to `target` leaves unheard: the screen's own, unless
 * `heard` says it played to its end, and every later one the move passes over before the
 * target's (a standalone part's texts share one); a submit, every recording of the test not
 * heard, since none can be heard after it. Each named as the header names its screen: "Part B ·
 * Question 4 of 6". A simulation refuses such a move; practice says so before a submit.
 */
export function recordingsLeftUnheard(plan: ListeningPlan, place: Place, target: Target, heard: (recordingKey: string) => boolean): string[] {
  const landing = target === 'submit' ? null : (plan[target.partIndex]?.steps[target.step]?.recordingKey ?? null)
  const names: string[] = []
  const seen = new Set<string>()
  const from = target === 'submit' ? { partIndex: 0, step: 0 } : place
  for (let at: Target = from; at !== 'submit' && !(target !== 'submit' && !isAfter(target, at)); at = nextPlace(plan, at)) {
    const step = plan[at.partIndex]?.steps[at.step]
    const key = step?.recordingKey ?? null
    if (!step || key === null || key === landing || seen.has(key) || heard(key)) continue
    seen.add(key)
    // A standalone part's one recording is the part's, whichever text is on screen.
    const screen = step.content.kind === 'standalone' ? null : stepLabel(plan, at.partIndex, at.step)
    names.push([partLabel(plan[at.partIndex]!.part), screen].filter(Boolean).join(' · '))
  }
  return names
}

/** The first screen that asks a question (a standalone part asks its questions on every text screen), or null. */
export function placeOfQuestion(plan: ListeningPlan, questionId: string): Place | null {
  for (const [partIndex, part] of plan.entries()) {
    const step = part.steps.findIndex((candidate) => candidate.questionIds.includes(questionId))
    if (step >= 0) return { partIndex, step }
  }
  return null
}

/** Step number stored (savePosition) while a part's instruction dialog and reading time are on. */
export const READING_STEP = -1

/** Where the flow stands: a screen, and whether its part's instruction dialog is still to be answered. */
export interface Resumed {
  place: Place
  reading: boolean
}

/**
 * Where a reload, or another device, comes back to: the stored part and step, or the furthest
 * screen the server's clocks show begun (a recording started, the reading time before one, a
 * part's reading time), or the start. A simulation never goes back, so there the further of the
 * two wins: a second device, a private window or a cleared browser joins where the test is.
 * Practice may have gone back on purpose: its stored place wins.
 */
export function placeFromPosition(
  plan: ListeningPlan,
  position: { part: string; step: number } | null,
  starts: Readonly<Record<string, number>> = {},
  simulation = false,
): Resumed {
  const stored = storedPlace(plan, position)
  const begun = furthestBegun(plan, starts)
  if (stored && begun && simulation) return isAfter(begun.place, stored.place) ? begun : stored
  return stored ?? begun ?? { place: { partIndex: 0, step: 0 }, reading: opensWithReading(plan, 0) }
}

function storedPlace(plan: ListeningPlan, position: { part: string; step: number } | null): Resumed | null {
  const partIndex = position ? plan.findIndex((part) => part.part === position.part) : -1
  const part = plan[partIndex]
  if (!position || !part) return null
  if (position.step === READING_STEP) return { place: { partIndex, step: 0 }, reading: opensWithReading(plan, partIndex) }
  return { place: { partIndex, step: Math.min(Math.max(0, position.step), part.steps.length - 1) }, reading: false }
}

function furthestBegun(plan: ListeningPlan, starts: Readonly<Record<string, number>>): Resumed | null {
  for (let partIndex = plan.length - 1; partIndex >= 0; partIndex--) {
    const part = plan[partIndex]!
    for (let step = part.steps.length - 1; step >= 0; step--) {
      const key = part.steps[step]!.recordingKey
      if (key !== null && (starts[key] !== undefined || starts[`reading-${key}`] !== undefined)) return { place: { partIndex, step }, reading: false }
    }
    if (starts[readingClockKey(part.part)] !== undefined) return { place: { partIndex, step: 0 }, reading: opensWithReading(plan, partIndex) }
  }
  return null
}

const isAfter = (a: Place, b: Place): boolean => a.partIndex > b.partIndex || (a.partIndex === b.partIndex && a.step > b.step)

/** Every part with something to hear opens with its instruction dialog and reading time. */
export const opensWithReading = (plan: ListeningPlan, partIndex: number): boolean => plan[partIndex]?.empty === false
