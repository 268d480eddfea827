import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnswerMap } from '#shared/contracts/answers.ts'
import type { Attempt, StartAttemptBody } from '#shared/contracts/attempts.ts'
import type { MockSection } from '#shared/contracts/mock.ts'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import { AnswerSaver, type SaveState } from './answer-saver.ts'
import { readStored, writeStored, type StoredPosition } from './exam-storage.ts'
import { adoptServerTime, serverNow } from './server-clock.ts'

export interface AttemptSession {
  phase: 'starting' | 'ready' | 'failed'
  /** Why the attempt could not start, in words for the student. */
  error: string | null
  attempt: Attempt | null
  answers: AnswerMap
  setAnswer(questionId: string, value: string): void
  saveState: SaveState
  /** The attempt's deadline on the server's clock (ms), or null without a limit. */
  deadline: number | null
  /** Where the student was (restored after a reload), and a way to record where they are. */
  position: StoredPosition | null
  savePosition(part: string, step: number): void
  /** Starts a part's own clock once (later calls keep the first start) and tells when it ends. */
  startPartClock(part: string, limitSeconds: number | null): number | null
  /** Sends unsaved answers now; true when the server has them all. */
  flush(): Promise<boolean>
  /** Around a submit, which carries the answers itself: no autosave beside it (resumed if it fails). */
  holdSaving(): void
  resumeSaving(): void
}

/**
 * One sitting of a test: starts it on the server (or resumes the open one, so a reload or a
 * second tab comes back to the same attempt, clock and answers), keeps every answer in this
 * browser at once and on the server within seconds (DESIGN.md section 5).
 */
export function useAttempt(api: ApiFetch, testId: string, launch: TestLaunch, sections?: readonly MockSection[]): AttemptSession {
  const [attempt, setAttempt] = useState<Attempt | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [answers, setAnswers] = useState<AnswerMap>({})
  const [saveState, setSaveState] = useState<SaveState>('saved')
  const [position, setPosition] = useState<StoredPosition | null>(null)
  const saver = useRef<AnswerSaver | null>(null)
  const answersRef = useRef<AnswerMap>({})
  const started = useRef(false)
  // Read once, when the attempt starts: the server keeps an open attempt's sections.
  const chosenSections = useRef(sections)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const body: StartAttemptBody = {
      testId,
      mode: launch.mode,
      ...(launch.minutes !== undefined ? { minutes: launch.minutes } : {}),
      // A mock's chosen sections (absent: all it has); only a new attempt takes them.
      ...(chosenSections.current ? { sections: [...chosenSections.current] } : {}),
    }
    const sentAt = Date.now()
    api<Attempt>('/api/attempts', { method: 'POST', body })
      .then((opened) => {
        adoptServerTime(opened.serverNow, sentAt, Date.now())
        const local = readStored('oetAnswers', testId, opened.id)
        // What this browser holds but the server may not (typed offline) wins over the server's copy.
        const merged = { ...opened.answers, ...local?.answers }
        saver.current = new AnswerSaver({
          save: (map, keepalive) => api(`/api/attempts/${opened.id}/answers`, { method: 'PUT', body: { answers: map }, keepalive }),
          onState: (state) => {
            setSaveState(state)
            if (state === 'saved') writeStored('oetAnswers', testId, { attemptId: opened.id, answers: answersRef.current, unsaved: false })
          },
        })
        answersRef.current = merged
        setAnswers(merged)
        setPosition(readStored('oetTestStarted', testId, opened.id))
        setAttempt(opened)
        if (local?.unsaved) saver.current.update(merged)
      })
      .catch((failure: unknown) => {
        setError(failure instanceof ApiError && failure.status === 404 ? 'Error loading test' : failure instanceof Error ? failure.message : 'Error loading test')
      })
  }, [api, testId, launch.mode, launch.minutes])

  useEffect(() => {
    // Leaving or hiding the page (a phone locking, a tab closing) sends what is unsaved at once.
    const leave = () => void saver.current?.flush(true)
    const onVisibility = () => document.visibilityState === 'hidden' && leave()
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', onVisibility)
      saver.current?.dispose()
    }
  }, [])

  const attemptId = attempt?.id
  const setAnswer = useCallback(
    (questionId: string, value: string) => {
      if (!attemptId) return
      const next = { ...answersRef.current, [questionId]: value }
      answersRef.current = next
      setAnswers(next)
      writeStored('oetAnswers', testId, { attemptId, answers: next, unsaved: true })
      saver.current?.update(next)
    },
    [attemptId, testId],
  )

  const savePosition = useCallback(
    (part: string, step: number) => {
      if (!attemptId) return
      const next = { attemptId, part, step }
      setPosition(next)
      writeStored('oetTestStarted', testId, next)
    },
    [attemptId, testId],
  )

  const startPartClock = useCallback(
    (part: string, limitSeconds: number | null) => {
      if (!attemptId || limitSeconds === null) return null
      const timer = readStored('oetTimer', testId, attemptId) ?? { attemptId, partStartedAt: {} }
      const startedAt = timer.partStartedAt[part] ?? serverNow()
      if (timer.partStartedAt[part] === undefined) {
        writeStored('oetTimer', testId, { ...timer, partStartedAt: { ...timer.partStartedAt, [part]: startedAt } })
      }
      return startedAt + limitSeconds * 1000
    },
    [attemptId, testId],
  )

  const flush = useCallback(async () => (saver.current ? saver.current.flush() : true), [])
  const holdSaving = useCallback(() => saver.current?.hold(), [])
  const resumeSaving = useCallback(() => saver.current?.release(), [])

  const deadline = attempt?.deadlineAt ? Date.parse(attempt.deadlineAt) : null
  const phase = error ? 'failed' : attempt ? 'ready' : 'starting'
  return { phase, error, attempt, answers, setAnswer, saveState, deadline, position, savePosition, startPartClock, flush, holdSaving, resumeSaving }
}
