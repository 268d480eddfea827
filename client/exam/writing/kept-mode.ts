import type { AnswerMode } from './writing-submission.ts'

/**
 * The answer mode a mock's writing section was given in "Select Test Mode", kept in this browser
 * beside the exam plumbing's families (client/lib/exam/exam-storage.ts, which holds the mock's
 * position, answers and section starts): fixed once chosen, so a reload keeps it. Like those, it
 * belongs to one attempt and tolerates missing storage. The writing test keeps its mode as its
 * position instead.
 */
const key = (testId: string) => `oetMockWritingMode:${testId}`

export function readWritingMode(testId: string, attemptId: string): AnswerMode | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key(testId)) ?? 'null') as { attemptId: string; mode: AnswerMode } | null
    return stored?.attemptId === attemptId ? stored.mode : null
  } catch {
    return null
  }
}

export function writeWritingMode(testId: string, attemptId: string, mode: AnswerMode): void {
  try {
    window.localStorage.setItem(key(testId), JSON.stringify({ attemptId, mode }))
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
}

export function clearWritingMode(testId: string): void {
  try {
    window.localStorage.removeItem(key(testId))
  } catch {
    // Nothing to clear.
  }
}
