import type { MockAttempt } from '#shared/mock/results-schema.ts'
import type { Grade } from '#shared/results/schema.ts'
import { marksOnScoreScale, maxMarksFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { gradeFor } from '#shared/scoring/grade.ts'

/** The mock-test results screen's words, exactly as SPEC.md sections 2 and 8 give them. */
export const TEXT = {
  resultsFor: 'Results for',
  student: 'Student:',
  attempts: 'Attempts:',
  noAttempts: 'No attempts found',
  fetchError: 'Error fetching results.',
  back: 'Back to Mock Tests',
  columns: ['Attempt #', 'Date & Time', 'Listening', 'Reading', 'Writing', 'Speaking', 'Action', 'Graph'],
  reviewColumns: ['Q ID', 'Your Answer', 'Correct', 'Result'],
  writing: 'Writing Submission',
  speaking: 'Speaking Submission',
  noWriting: 'No writing submission.',
  noSpeaking: 'No speaking submission.',
  pending: 'Your submission will be evaluated within 24 hrs.',
  notApplicable: 'N/A',
  dash: '–',
} as const

export const attemptTitle = (number: number) => `Attempt ${number}`
export const breakdownTitle = (number: number) => `Score Breakdown – Attempt ${number}`

/** A score with its band in brackets ("350 (B)"), or null when there is none (the screen shows a dash). */
export const scoreWithBand = (score: number | null | undefined): string | null => (score == null ? null : `${score} (${gradeFor(score)})`)

/** Marks out of the skill's criteria's maximum ("27 / 38 marks"): never read as a 0-500 score. */
export const marksOutOf = (skill: EvaluatedSkill, marks: number): string => `${marks} / ${maxMarksFor(skill)} marks`

/**
 * Writing: its marks out of the criteria's maximum with the evaluator's grade, or N/A for the
 * grade; null without a submission. The maximum names the unit, so "27 / 38 marks" is never read
 * as a 0-500 score beside speaking's (docs/decisions/0049).
 */
export function writingCell(attempt: MockAttempt): string | null {
  const letter = attempt.writing?.fullSubmission
  if (!letter) return null
  const marks = letter.marks === null ? TEXT.dash : marksOutOf('writing', letter.marks)
  return `${marks} (${letter.grade ?? TEXT.notApplicable})`
}

/** SPEC.md section 2's date rule: the earliest of the writing and speaking submission times, else none (N/A). */
export function attemptDate(attempt: MockAttempt): string | null {
  const times = [attempt.writing?.fullSubmission.createdAt, attempt.speaking?.fullSubmission.createdAt].filter((time): time is string => Boolean(time))
  if (times.length === 0) return null
  return times.reduce((earliest, time) => (Date.parse(time) < Date.parse(earliest) ? time : earliest))
}

export interface BreakdownBar {
  skill: 'Listening' | 'Reading' | 'Speaking' | 'Writing'
  /** On the 0-500 scale; null when the section was not taken or is not evaluated yet. */
  score: number | null
}

/** Writing's marks on the 0-500 scale, as the evaluation's suggested grade reads them (decision 0015). */
export const writingScore = (marks: number | null | undefined) => (marks == null ? null : marksOnScoreScale('writing', marks))

/** The Graph dialog's four columns, in SPEC.md's order: Listening, Reading, Speaking, Writing. */
export function breakdownOf(attempt: MockAttempt): BreakdownBar[] {
  return [
    { skill: 'Listening', score: attempt.listening?.score ?? null },
    { skill: 'Reading', score: attempt.reading?.score ?? null },
    { skill: 'Speaking', score: attempt.speaking?.fullSubmission.marks ?? null },
    { skill: 'Writing', score: writingScore(attempt.writing?.fullSubmission.marks) },
  ]
}

/** One section of an attempt as the mock hub's card states it, on the one scale of OET results. */
export type SectionStanding =
  | { section: BreakdownBar['skill']; state: 'scored'; score: number; grade: Grade }
  | { section: BreakdownBar['skill']; state: 'awaiting' | 'not taken' }

/**
 * Every section on OET's 0-500 scale with a grade, as OET reports each sub-test
 * (docs/decisions/0049): listening and reading as marked, writing's and speaking's evaluation
 * marks on that scale (writing keeps the grade its evaluator gave). Work not evaluated yet is awaiting.
 */
export function sectionStandings(attempt: MockAttempt): SectionStanding[] {
  const keyed = (section: 'Listening' | 'Reading', score: number | undefined): SectionStanding =>
    score === undefined ? { section, state: 'not taken' } : { section, state: 'scored', score, grade: gradeFor(score) }
  const letter = attempt.writing?.fullSubmission
  const recording = attempt.speaking?.fullSubmission
  const writing = writingScore(letter?.evaluationPdf ? letter.marks : null)
  const speaking = recording?.evaluationPdf ? recording.marks : null
  return [
    keyed('Listening', attempt.listening?.score),
    keyed('Reading', attempt.reading?.score),
    !letter ? { section: 'Writing', state: 'not taken' } : writing === null ? { section: 'Writing', state: 'awaiting' } : { section: 'Writing', state: 'scored', score: writing, grade: letter.grade ?? gradeFor(writing) },
    !recording ? { section: 'Speaking', state: 'not taken' } : speaking === null ? { section: 'Speaking', state: 'awaiting' } : { section: 'Speaking', state: 'scored', score: speaking, grade: gradeFor(speaking) },
  ]
}
