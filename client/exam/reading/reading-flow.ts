import type { AttemptMode } from '#shared/attempts/attempts.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { PART_NAMES, type PartName } from '#shared/reading/reading.ts'
import { partQuestionIds } from '#shared/qtypes/index.ts'

/**
 * Where a student is in a reading test, and where each navigation button takes them. The steps
 * run: Part A (one screen, all its texts), each Part B text (one question each), Part C (one
 * screen, both texts). Pure, so the rules are tested without a browser.
 */
export interface FlowPosition {
  part: PartName
  step: number
}

export const FIRST_POSITION: FlowPosition = { part: 'partA', step: 0 }

/** Part B has a step per text (or per question, where the content has more questions than texts); the others have one. */
export function stepCount(test: ReadingTest, part: PartName): number {
  if (part !== 'partB') return 1
  return Math.max(test.partB.readingTexts.length, test.partB.mcqQuestions.length, 1)
}

/** A stored position (after a reload) if it still fits the test, else the start. */
export function restorePosition(stored: { part: string; step: number } | null, test: ReadingTest): FlowPosition {
  const part = PART_NAMES.find((name) => name === stored?.part)
  if (!part || !stored || !Number.isInteger(stored.step) || stored.step < 0) return FIRST_POSITION
  return { part, step: Math.min(stored.step, stepCount(test, part) - 1) }
}

const partIndex = (part: PartName) => PART_NAMES.indexOf(part)

/**
 * Simulation is strict about Part A: once the student has moved on (or its time has ended) it
 * is closed for good. Parts B and C share one clock, as in the exam's second booklet, so the
 * student may go back and forth between them. Practice allows every part at any time.
 */
export function canEnter(part: PartName, from: FlowPosition, mode: AttemptMode): boolean {
  return mode === 'practice' || part !== 'partA' || from.part === 'partA'
}

/** Within Part B: the previous or next text, or null at either end. */
export function stepBy(position: FlowPosition, delta: 1 | -1, test: ReadingTest): FlowPosition | null {
  const step = position.step + delta
  return step < 0 || step >= stepCount(test, position.part) ? null : { part: position.part, step }
}

/** Next Part: the first step of the following part, or null from Part C (the test is then submitted). */
export function nextPart(position: FlowPosition): FlowPosition | null {
  const part = PART_NAMES[partIndex(position.part) + 1]
  return part ? { part, step: 0 } : null
}

/**
 * Previous Part: the last step of the part before (moving backwards lands where that part ended),
 * or null when there is none or the mode closes it.
 */
export function previousPart(position: FlowPosition, test: ReadingTest, mode: AttemptMode): FlowPosition | null {
  const part = PART_NAMES[partIndex(position.part) - 1]
  if (!part || !canEnter(part, position, mode)) return null
  return { part, step: stepCount(test, part) - 1 }
}

/** The screen that asks a question: its part, and in Part B the text it goes with; null for no such question. */
export function positionOfQuestion(test: ReadingTest, questionId: string): FlowPosition | null {
  const part = PART_NAMES.find((name) => partQuestionIds(test[name]).includes(questionId))
  if (!part) return null
  if (part !== 'partB') return { part, step: 0 }
  return { part, step: Math.max(0, test.partB.mcqQuestions.findIndex((question) => question.question_id === questionId)) }
}

/**
 * Whether the question navigator may take the student to a part now: where the mode lets them
 * enter it, and never out of a simulation's Part A, which only Next Part (asking first) leaves.
 */
export const canJumpTo = (part: PartName, from: FlowPosition, mode: AttemptMode): boolean =>
  canEnter(part, from, mode) && (part === from.part || !leavingCloses(from, mode))

/** Leaving this part by Next Part closes it for good: the student is asked first. */
export const leavingCloses = (position: FlowPosition, mode: AttemptMode): boolean => mode === 'simulation' && position.part === 'partA'

export const PART_LABELS: Record<PartName, string> = { partA: 'Part A', partB: 'Part B', partC: 'Part C' }
