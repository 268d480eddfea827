import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AnswerMap } from '#shared/answers/schema.ts'
import type {
  Attempt,
  PartStartResponse,
  SaveAnswersBody,
  SaveAnswersResponse,
  StartAttemptBody,
} from '#shared/attempts/schema.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import { AnswerSaver, type AnswerChanges, type SaveState } from './answer-saver.ts'
import { sendStart, startBodyOf, takeStart } from './start-call.ts'
import { adoptNewer, emptySheet, unsentChanges, type AnswerSheet, type ServerAnswers } from './answer-sheet.ts'
import { deviceId } from './device-id.ts'
import { readStored, writeStored, type StoredAnswers, type StoredPosition } from './exam-storage.ts'
import { isLetterKey, LETTER_KEYS, NO_COPY, reconcileLetter, type LetterCopy } from './letter-merge.ts'
import { PartClocks } from './part-clocks.ts'
import { adoptServerTime, serverNow } from './server-clock.ts'

/** How long a submit waits to hear of other devices' answers; offline, the submit's own retries take over. */
const SUBMIT_SYNC_WAIT_MS = 3000
/**
 * A return to the letter fetches the server's letter at once unless the student typed in it this
 * recently: another device may have changed it meanwhile. What is typed before it arrives is
 * merged with it, never dropped.
 */
const LETTER_TYPING_MS = 2000

/**
 * The letter of a writing test or a mock, kept safe across devices (decision 0082): the server's
 * newer letter is shown as soon as the student returns to it, edits made at once on two devices are
 * merged word by word, and where both changed the same words both versions are kept until the
 * student chooses.
 */
export interface LetterSync {
  /** The other device's version, while both changed the same words; this device's stays in the box. */
  conflict: string | null
  /** Keep this device's letter (it replaces the other's on the server) or take the other's. */
  resolve(keep: 'mine' | 'theirs'): void
  /** The server's letter is being fetched (the student is told; typing goes on). */
  checking: boolean
  /** The student returns to the letter: fetch the server's, in case another device changed it. */
  check(): void
}

interface LetterConflict {
  key: string
  theirs: LetterCopy
}

export interface AttemptSession {
  phase: 'starting' | 'ready' | 'failed'
  /** Why the attempt could not start, in words for the student. */
  error: string | null
  attempt: Attempt | null
  answers: AnswerMap
  setAnswer(questionId: string, value: string): void
  saveState: SaveState
  /** How many other tabs or devices have this attempt open (their answers merge with these). */
  otherDevices: number
  /** The attempt's deadline on the server's clock (ms), or null without a limit. */
  deadline: number | null
  /** Where the student was (restored after a reload), and a way to record where they are. */
  position: StoredPosition | null
  savePosition(part: string, step: number): void
  /** When each timed part (or a mock's countdown, or section) began, server-clock ms, as the server keeps it. */
  partStarts: Record<string, number>
  /**
   * Records that a part begins now, on the server, unless it began already (on any device); answers
   * when it began. A new function whenever a start changes, so clocks shown follow it.
   */
  markPart(part: string): number
  /** Starts a part's own clock (markPart) and tells when it ends, or null without a limit. */
  startPartClock(part: string, limitSeconds: number | null): number | null
  /** Sends unsaved answers now; true when the server has them all. */
  flush(): Promise<boolean>
  /** Around a submit, which carries the answers itself: no autosave beside it (resumed if it fails). */
  holdSaving(): void
  /**
   * Before a submit of typed answers: sends what is unsaved and takes what other devices saved
   * (for a few seconds at most), then holds autosave as holdSaving does. Answers the answers to submit.
   */
  answersForSubmit(): Promise<AnswerMap>
  /** When each answer was typed (ISO, server clock): a submit sends them, so the server merges it with what other devices saved by the same rule as a save. */
  answerTimes(): Record<string, string>
  resumeSaving(): void
  letter: LetterSync
}

/**
 * One sitting of a test: starts it on the server (or resumes the open one, so a reload or a
 * second tab comes back to the same attempt, clock and answers), keeps every answer in this
 * browser at once and on the server within seconds (DESIGN.md section 5), merged question by
 * question with what the student's other tabs or devices typed (decision 0037).
 */
export function useAttempt(api: ApiFetch, testId: string, launch: TestLaunch, sections?: readonly MockSection[]): AttemptSession {
  const [attempt, setAttempt] = useState<Attempt | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [answers, setAnswers] = useState<AnswerMap>({})
  const [saveState, setSaveState] = useState<SaveState>('saved')
  const [otherDevices, setOtherDevices] = useState(0)
  const [position, setPosition] = useState<StoredPosition | null>(null)
  const [partStarts, setPartStarts] = useState<Record<string, number>>({})
  const saver = useRef<AnswerSaver | null>(null)
  const clocks = useRef<PartClocks | null>(null)
  const sheet = useRef<AnswerSheet>(emptySheet())
  // The server copy each letter was built on, what a letter's save says it edits.
  const copies = useRef<Record<string, LetterCopy>>({})
  const [conflict, setConflict] = useState<LetterConflict | null>(null)
  const conflictRef = useRef<LetterConflict | null>(null)
  const [letterChecking, setLetterChecking] = useState(false)
  const lastTyped = useRef(0)
  const closing = useRef(false)
  const started = useRef(false)
  // Made once, when the attempt starts: the server keeps an open attempt's sections.
  const startBody = useRef<StartAttemptBody | null>(null)
  if (startBody.current == null) {
    const body = startBodyOf(testId, launch, sections)
    startBody.current = body
    // Sent as the exam first renders in the browser, while the page still hydrates (start-call.ts).
    if (typeof window !== 'undefined') sendStart(api, body)
  }

  useEffect(() => {
    if (started.current || !startBody.current) return
    started.current = true
    takeStart(api, startBody.current)
      .then(({ opened, sentAt, receivedAt }) => {
        adoptServerTime(opened.serverNow, sentAt, receivedAt)
        const device = deviceId()
        const keep = (next: AnswerSheet) => {
          sheet.current = next
          setAnswers(next.answers)
          writeStored('oetAnswers', testId, { attemptId: opened.id, ...next, letterCopies: copies.current })
        }
        const showConflict = (next: LetterConflict | null) => {
          conflictRef.current = next
          setConflict(next)
        }
        /**
         * The server holds another letter than this device's: merged with this device's edits
         * since the copy both started from, or both kept as a conflict. Answers the sheet to keep.
         */
        const reconcile = (current: AnswerSheet, key: string, theirs: LetterCopy): AnswerSheet => {
          const base = copies.current[key] ?? NO_COPY
          if (theirs.at === base.at && conflictRef.current?.key !== key) return current
          const outcome = reconcileLetter(base.value, current.answers[key] ?? '', theirs.value)
          if (outcome.kind === 'conflict') {
            showConflict({ key, theirs })
            return current
          }
          copies.current = { ...copies.current, [key]: theirs }
          if (conflictRef.current?.key === key) showConflict(null)
          if (outcome.kind === 'same') return { ...current }
          const at = outcome.kind === 'adopt' ? Date.parse(theirs.at) || 0 : serverNow()
          if (outcome.kind === 'merged') saver.current?.update(key, { value: outcome.text, typedAt: at })
          return withAnswer(current, key, outcome.text, at)
        }
        /** What a save or the attempt brought from the server: short answers by time, letters by merge. */
        const takeFromServer = (current: AnswerSheet, server: ServerAnswers, sentLetters: AnswerChanges): AnswerSheet => {
          let next = adoptNewer(current, withoutLetters(server))
          for (const key of LETTER_KEYS) {
            const theirs = server.answers[key]
            if (theirs !== undefined) next = reconcile(next, key, { value: theirs, at: server.answerTimes[key] ?? '' })
            else if (sentLetters[key] && server.answerTimes[key]) {
              // Kept: the copy the next save is based on.
              copies.current = { ...copies.current, [key]: { value: sentLetters[key].value, at: server.answerTimes[key] } }
              next = { ...next }
            }
          }
          return next
        }
        saver.current = new AnswerSaver({
          save: async (changes, keepalive) => {
            const request: SaveAnswersBody = { ...bodyOf(changes, copies.current), device, ...(closing.current ? { closing: true } : {}) }
            const saved = await api<SaveAnswersResponse>(`/api/attempts/${opened.id}/answers`, { method: 'PUT', body: request, keepalive })
            setOtherDevices(saved.otherDevices)
            const merged = takeFromServer(sheet.current, saved, lettersOf(changes))
            if (merged !== sheet.current) keep(merged)
          },
          onState: setSaveState,
        })
        const stored = readStored('oetAnswers', testId, opened.id)
        const local = sheetOf(stored)
        copies.current = stored?.letterCopies ?? {}
        // This browser's answers newer than the server's (typed offline) are kept and sent again;
        // a letter changed here since its last save is merged with the server's and sent.
        const unsent = unsentChanges(local, opened)
        keep(takeFromServer(local, opened, {}))
        for (const [id, change] of Object.entries(unsent)) if (!isLetterKey(id)) saver.current.update(id, change)
        for (const key of LETTER_KEYS) {
          const text = sheet.current.answers[key]
          if (text === undefined || conflictRef.current?.key === key || text === (copies.current[key] ?? NO_COPY).value) continue
          saver.current.update(key, { value: text, typedAt: sheet.current.typedAt[key] ?? serverNow() })
        }
        saver.current.sync()

        const timer = readStored('oetTimer', testId, opened.id)
        const serverStarts = Object.fromEntries(Object.entries(opened.partStartedAt).map(([part, at]) => [part, Date.parse(at)]))
        const initial = { ...timer?.partStartedAt, ...serverStarts }
        clocks.current = new PartClocks({
          initial,
          now: serverNow,
          // Each part's start also re-measures the server's clock: a device clock changed (or
          // wrong) since the attempt opened cannot stretch or shorten the part.
          record: async (part) => {
            const sentAt = Date.now()
            const recorded = await api<PartStartResponse>(`/api/attempts/${opened.id}/parts/${encodeURIComponent(part)}/start`, { method: 'POST' })
            adoptServerTime(recorded.serverNow, sentAt, Date.now())
            return Date.parse(recorded.startedAt)
          },
          onChange: (starts) => {
            setPartStarts(starts)
            writeStored('oetTimer', testId, { attemptId: opened.id, partStartedAt: starts })
          },
        })
        // Parts this browser began that the server has no record of (started offline).
        clocks.current.confirmAll(Object.keys(initial).filter((part) => !(part in serverStarts)))
        setPartStarts(initial)
        // Kept here too: a reload while offline still finds every clock.
        writeStored('oetTimer', testId, { attemptId: opened.id, partStartedAt: initial })
        setPosition(readStored('oetTestStarted', testId, opened.id))
        setAttempt(opened)
      })
      .catch((failure: unknown) => {
        setError(failure instanceof ApiError && failure.status === 404 ? 'Error loading test' : failure instanceof Error ? failure.message : 'Error loading test')
      })
  }, [api, testId, launch.mode, launch.minutes])

  useEffect(() => {
    // Leaving or hiding the page (a phone locking, a tab closing) sends what is unsaved at once;
    // coming back syncs, to show what another device typed meanwhile.
    const leave = () => void saver.current?.flush(true)
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : saver.current?.sync())
    // A page closing says so, so other devices stop showing it as open; one kept for going back returns.
    const close = () => {
      closing.current = true
      void saver.current?.flush(true, true)
    }
    const reopen = () => {
      closing.current = false
      saver.current?.sync()
    }
    window.addEventListener('pagehide', close)
    window.addEventListener('pageshow', reopen)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', close)
      window.removeEventListener('pageshow', reopen)
      document.removeEventListener('visibilitychange', onVisibility)
      saver.current?.dispose()
      clocks.current?.dispose()
    }
  }, [])

  const attemptId = attempt?.id
  const setAnswer = useCallback(
    (questionId: string, value: string) => {
      if (!attemptId) return
      const typedAt = serverNow()
      if (isLetterKey(questionId)) lastTyped.current = Date.now()
      const next = withAnswer(sheet.current, questionId, value, typedAt)
      sheet.current = next
      setAnswers(next.answers)
      writeStored('oetAnswers', testId, { attemptId, ...next, letterCopies: copies.current })
      // A letter in conflict is kept here until the student chooses; a save now would be turned back.
      if (conflictRef.current?.key !== questionId) saver.current?.update(questionId, { value, typedAt })
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

  // New functions whenever a start changes (the server's record arrived): callers' memos rerun.
  const markPart = useCallback((part: string) => partStarts[part] ?? clocks.current?.startOf(part) ?? serverNow(), [partStarts])
  const startPartClock = useCallback(
    (part: string, limitSeconds: number | null) => (limitSeconds === null || !clocks.current ? null : markPart(part) + limitSeconds * 1000),
    [markPart],
  )

  const flush = useCallback(async () => (saver.current ? saver.current.flush() : true), [])
  const holdSaving = useCallback(() => saver.current?.hold(), [])
  const answersForSubmit = useCallback(async () => {
    const current = saver.current
    if (current) {
      let waited: ReturnType<typeof setTimeout> | undefined
      await Promise.race([current.flush(false, true), new Promise((resolve) => (waited = setTimeout(resolve, SUBMIT_SYNC_WAIT_MS)))])
      clearTimeout(waited)
      current.hold()
    }
    return sheet.current.answers
  }, [])
  const answerTimes = useCallback(() => Object.fromEntries(Object.entries(sheet.current.typedAt).map(([id, at]) => [id, new Date(at).toISOString()])), [])
  const resumeSaving = useCallback(() => saver.current?.release(), [])

  const resolveLetter = useCallback(
    (keep: 'mine' | 'theirs') => {
      const open = conflictRef.current
      if (!open || !attemptId) return
      conflictRef.current = null
      setConflict(null)
      copies.current = { ...copies.current, [open.key]: open.theirs }
      // Mine: saved as a new edit of the other device's copy, so the server takes it.
      if (keep === 'mine') setAnswer(open.key, sheet.current.answers[open.key] ?? '')
      else {
        const next = withAnswer(sheet.current, open.key, open.theirs.value, Date.parse(open.theirs.at) || serverNow())
        sheet.current = next
        setAnswers(next.answers)
        writeStored('oetAnswers', testId, { attemptId, ...next, letterCopies: copies.current })
      }
    },
    [attemptId, testId, setAnswer],
  )
  const checkLetter = useCallback(() => {
    if (!saver.current || Date.now() - lastTyped.current < LETTER_TYPING_MS) return
    setLetterChecking(true)
    let waited: ReturnType<typeof setTimeout> | undefined
    void Promise.race([saver.current.flush(false, true), new Promise((resolve) => (waited = setTimeout(resolve, SUBMIT_SYNC_WAIT_MS)))]).finally(() => {
      clearTimeout(waited)
      setLetterChecking(false)
    })
  }, [])
  const letter = useMemo<LetterSync>(
    () => ({ conflict: conflict?.theirs.value ?? null, resolve: resolveLetter, checking: letterChecking, check: checkLetter }),
    [conflict, resolveLetter, letterChecking, checkLetter],
  )

  const deadline = attempt?.deadlineAt ? Date.parse(attempt.deadlineAt) : null
  const phase = error ? 'failed' : attempt ? 'ready' : 'starting'
  return {
    phase,
    error,
    attempt,
    answers,
    setAnswer,
    saveState,
    otherDevices,
    deadline,
    position,
    savePosition,
    partStarts,
    markPart,
    startPartClock,
    flush,
    holdSaving,
    answersForSubmit,
    answerTimes,
    resumeSaving,
    letter,
  }
}

/** A save's body: each answer with the moment it was typed, and each letter with the server copy it edits. */
function bodyOf(changes: AnswerChanges, copies: Readonly<Record<string, LetterCopy>>): Pick<SaveAnswersBody, 'answers' | 'typedAt' | 'basedOn'> {
  const entries = Object.entries(changes)
  const letters = entries.filter(([id]) => isLetterKey(id))
  return {
    answers: Object.fromEntries(entries.map(([id, change]) => [id, change.value])),
    typedAt: Object.fromEntries(entries.map(([id, change]) => [id, new Date(change.typedAt).toISOString()])),
    ...(letters.length > 0 ? { basedOn: Object.fromEntries(letters.map(([id]) => [id, copies[id]?.at ?? ''])) } : {}),
  }
}

const withAnswer = (sheet: AnswerSheet, id: string, value: string, typedAt: number): AnswerSheet => ({
  answers: { ...sheet.answers, [id]: value },
  typedAt: { ...sheet.typedAt, [id]: typedAt },
})

const lettersOf = (changes: AnswerChanges): AnswerChanges => Object.fromEntries(Object.entries(changes).filter(([id]) => isLetterKey(id)))

/** The server's answers but its letters, which merge by edits rather than by time. */
function withoutLetters(server: ServerAnswers): ServerAnswers {
  const keep = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).filter(([id]) => !isLetterKey(id)))
  return { answers: keep(server.answers), answerTimes: keep(server.answerTimes) }
}


/**
 * The sheet this browser kept. A record from before answers were merged has no times: its unsaved
 * answers count as typed now (they win, as they did then), its saved ones as the oldest.
 */
function sheetOf(stored: StoredAnswers | null): AnswerSheet {
  if (!stored) return emptySheet()
  const at = stored.unsaved ? serverNow() : 0
  return { answers: stored.answers, typedAt: stored.typedAt ?? Object.fromEntries(Object.keys(stored.answers).map((id) => [id, at])) }
}
