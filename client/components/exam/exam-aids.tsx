import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { readStored, writeStored } from '#client/lib/exam/exam-storage.ts'
import type { Span } from '#client/components/exam/highlight-offsets.ts'
import { struckIn } from '#client/components/exam/struck-options.ts'
import { useStruckOptions } from '#client/components/exam/use-struck-options.ts'
import type { Flags } from '#client/components/exam/use-flags.ts'

/**
 * The reading aids an exam screen keeps for its attempt: highlighted text, crossed-out options and
 * questions flagged for review. They are the candidate's notes, not answers, so they stay on this
 * device (decision 0041).
 */
export interface ExamAids {
  /** A text's kept highlights, unchecked (restoreHighlights checks them against the text). */
  highlightsOf(textKey: string): unknown
  keepHighlights(textKey: string, spans: readonly Span[]): void
  struckOf(questionKey: string): readonly number[]
  toggleStruck(questionKey: string, index: number): void
  /** Flagging a question for review; null where the host keeps no flags (the letter's case notes). */
  flags: QuestionFlags | null
}

export interface QuestionFlags {
  isFlagged(questionId: string): boolean
  toggle(questionId: string): void
}

/** Null outside an exam screen (a harness, a review): highlights then last until the page is left, and options have no cross-out. */
const ExamAidsContext = createContext<ExamAids | null>(null)

export const useExamAids = (): ExamAids | null => useContext(ExamAidsContext)

interface ExamAidsProviderProps {
  testId: string
  /** Null before an attempt is open: nothing is kept then. */
  attemptId: string | null
  /** The attempt's flags, which the host's navigator and submit review read too. */
  flags?: Flags | undefined
  children: ReactNode
}

/** Keeps the aids of one attempt in this browser's storage, beside its answers (exam-storage.ts). */
export function ExamAidsProvider({ testId, attemptId, flags, children }: ExamAidsProviderProps) {
  const [struck, toggle] = useStruckOptions(testId, attemptId ?? '')
  // By its parts: the host builds a new Flags object each render, and the clocks render every second.
  const flagged = flags?.flagged
  const toggleFlag = flags?.toggle
  const aids = useMemo<ExamAids | null>(() => {
    if (attemptId === null) return null
    return {
      highlightsOf: (textKey) => readStored('oetHighlights', testId, attemptId)?.texts[textKey],
      keepHighlights: (textKey, spans) => {
        const texts = { ...readStored('oetHighlights', testId, attemptId)?.texts }
        if (spans.length > 0) texts[textKey] = spans
        else delete texts[textKey]
        writeStored('oetHighlights', testId, { attemptId, texts })
      },
      struckOf: (questionKey) => struckIn(struck, questionKey),
      toggleStruck: toggle,
      flags: flagged && toggleFlag ? { isFlagged: (questionId) => flagged.has(questionId), toggle: toggleFlag } : null,
    }
  }, [testId, attemptId, struck, toggle, flagged, toggleFlag])
  return <ExamAidsContext.Provider value={aids}>{children}</ExamAidsContext.Provider>
}

/**
 * The aids of one section of a mock: its reading and listening sections number their questions
 * and texts alike, so each keeps its own under a prefix.
 */
export function ExamAidsScope({ scope, children }: { scope: string; children: ReactNode }) {
  const outer = useExamAids()
  const scoped = useMemo<ExamAids | null>(
    () =>
      outer && {
        highlightsOf: (textKey) => outer.highlightsOf(`${scope}:${textKey}`),
        keepHighlights: (textKey, spans) => outer.keepHighlights(`${scope}:${textKey}`, spans),
        struckOf: (questionKey) => outer.struckOf(`${scope}:${questionKey}`),
        toggleStruck: (questionKey, index) => outer.toggleStruck(`${scope}:${questionKey}`, index),
        flags: outer.flags && scopedFlags(outer.flags, scope),
      },
    [outer, scope],
  )
  return <ExamAidsContext.Provider value={scoped}>{children}</ExamAidsContext.Provider>
}

function scopedFlags(flags: QuestionFlags, scope: string): QuestionFlags {
  return { isFlagged: (questionId) => flags.isFlagged(`${scope}:${questionId}`), toggle: (questionId) => flags.toggle(`${scope}:${questionId}`) }
}
