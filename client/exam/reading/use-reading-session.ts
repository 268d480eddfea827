import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import type { AnswerMap } from '#shared/answers/schema.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import type { AnswerProps } from '#client/qtypes/index.ts'
import { answersById, type AnswerKey } from './host-answers.ts'
import type { FlowPosition } from './reading-flow.ts'

/**
 * What a host (the reading test, the mock's reading section) gives the reading shell for answers:
 * the attempt's map and its saver, the key it keeps a question under, and whether answering is closed.
 */
export interface ReadingHost {
  /** The attempt's answers as the host keeps them. */
  answers: AnswerMap
  setAnswer(key: string, value: string): void
  /** The key of a question id in `answers`: the id itself where absent; the mock prefixes its section (contract point 2). */
  answerKey?: AnswerKey | undefined
  /** Answers read-only: time is up, the test is submitted, or the mock's section has not begun. */
  disabled: boolean
}

const sameKey: AnswerKey = (questionId) => questionId

interface ReadingSession {
  /** What the question renderers take: answers by question id, and a saver that keys them for the host. */
  answerProps: AnswerProps
  /** The id of the part's heading, which takes the focus when a new part comes (the host may hold a ref on it too). */
  headingId: string
}

/**
 * The reading session logic both hosts share: the answers keyed as the host keeps them, and what
 * a new screen does (it starts at its top; a new part is announced from its heading, while within
 * a part the focus stays where the student moved from, on Part B's Next for one).
 */
export function useReadingSession(test: ReadingTest, host: ReadingHost, at: FlowPosition): ReadingSession {
  const { answers, setAnswer, disabled } = host
  const answerKey = host.answerKey ?? sameKey
  const byId = useMemo(() => answersById(test, answers, answerKey), [test, answers, answerKey])
  const onAnswer = useCallback((questionId: string, value: string) => setAnswer(answerKey(questionId), value), [setAnswer, answerKey])

  const headingId = useId()
  const focusHeading = useCallback(() => document.getElementById(headingId)?.focus({ preventScroll: true }), [headingId])

  // Start leaves with the button that had the focus: the test takes it at its part's heading,
  // so a keyboard or screen reader user begins there rather than at the top of the page.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) focusHeading()
  }, [focusHeading])
  const { part, step } = at
  const shown = useRef({ part, step })
  useEffect(() => {
    const before = shown.current
    if (before.part === part && before.step === step) return
    shown.current = { part, step }
    window.scrollTo({ top: 0 })
    // Once every effect of this move has run: a host's dialog that closes with it (the time-ended
    // dialog's Next) gives the focus back to where it was when it opened. A jump to a question
    // takes the focus on from here, on the frames that follow.
    if (before.part !== part) queueMicrotask(focusHeading)
  }, [part, step, focusHeading])

  return { answerProps: { answers: byId, onAnswer, disabled }, headingId }
}
