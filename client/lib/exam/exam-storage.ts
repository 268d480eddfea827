import type { AnswerMap } from '#shared/answers/schema.ts'

/**
 * What a test keeps in this browser (SPEC.md section 3's storage families, one key per test):
 * - oetTimer:{testId}: the attempt's clocks (its id, deadline and the moments each part began);
 * - oetTestStarted:{testId}: where the student is (part and step), so a reload comes back there;
 * - oetAnswers:{testId}: every answer, written at each keystroke, with when it was typed;
 * - oetHighlights:{testId}, oetStruck:{testId} and oetFlags:{testId}: the reading aids (highlighted
 *   text, crossed-out options, questions flagged for review), kept on this device only (decision 0041).
 * Storage can be missing or full (private windows, old iPads): every call tolerates that, and the
 * server's autosave is the second copy.
 */
export type StorageFamily = 'oetTimer' | 'oetTestStarted' | 'oetAnswers' | 'oetHighlights' | 'oetStruck' | 'oetFlags'
const FAMILIES: readonly StorageFamily[] = ['oetTimer', 'oetTestStarted', 'oetAnswers', 'oetHighlights', 'oetStruck', 'oetFlags']

export interface StoredTimer {
  attemptId: string
  /** When each timed part began, by part key (e.g. partA, partsBC), as server-clock milliseconds. */
  partStartedAt: Record<string, number>
}

export interface StoredPosition {
  attemptId: string
  part: string
  step: number
}

export interface StoredAnswers {
  attemptId: string
  answers: AnswerMap
  /** When each answer was typed (server-clock ms); absent in records written before answers were merged. */
  typedAt?: Record<string, number>
  /** Such an older record's mark that some of its answers had not reached the server. */
  unsaved?: boolean
  /** The server copy each letter was built on (decision 0082): what its next save edits. */
  letterCopies?: Record<string, { value: string; at: string }>
}

export interface StoredHighlights {
  attemptId: string
  /**
   * By text key (e.g. partB:2): the highlighted [start, end) character offsets into that text.
   * Unknown until checked: highlight-offsets.ts cleans them against the text they are applied to.
   */
  texts: Record<string, unknown>
}

export interface StoredFlags {
  attemptId: string
  flagged: string[]
}

export interface StoredStruck {
  attemptId: string
  /** By question key: the indexes of the options the candidate has crossed out. */
  questions: Record<string, readonly number[]>
}

interface Stored {
  oetTimer: StoredTimer
  oetTestStarted: StoredPosition
  oetAnswers: StoredAnswers
  oetHighlights: StoredHighlights
  oetStruck: StoredStruck
  oetFlags: StoredFlags
}

const keyOf = (family: StorageFamily, testId: string) => `${family}:${testId}`

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStored<F extends StorageFamily>(family: F, testId: string, attemptId: string): Stored[F] | null {
  try {
    const raw = store()?.getItem(keyOf(family, testId))
    const value = raw ? (JSON.parse(raw) as Stored[F]) : null
    // A record of an earlier attempt at the same test is stale, never merged into this one.
    return value?.attemptId === attemptId ? value : null
  } catch {
    return null
  }
}

export function writeStored<F extends StorageFamily>(family: F, testId: string, value: Stored[F]): void {
  try {
    store()?.setItem(keyOf(family, testId), JSON.stringify(value))
  } catch {
    // Full or forbidden storage: the server's autosave still holds the answers.
  }
}

/** Whether this browser holds a sitting of the test in progress (its started flag), of whichever attempt. */
export function hasStartedFlag(testId: string): boolean {
  try {
    return Boolean(store()?.getItem(keyOf('oetTestStarted', testId)))
  } catch {
    return false
  }
}

/** After the result is shown: the test's clocks, position, answers and aids are no longer needed. */
export function clearStoredTest(testId: string): void {
  for (const family of FAMILIES) {
    try {
      store()?.removeItem(keyOf(family, testId))
    } catch {
      // Nothing to clear.
    }
  }
}
