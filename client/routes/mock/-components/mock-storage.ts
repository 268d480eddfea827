import type { AnswerMode } from '#client/exam/writing/writing-submission.ts'

/**
 * What a mock keeps in this browser besides the exam plumbing's families (client/lib/exam/
 * exam-storage.ts, which holds the position, the answers and every section's start): the writing
 * section's mode, fixed once chosen. Like those, it belongs to one attempt and tolerates missing storage.
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
