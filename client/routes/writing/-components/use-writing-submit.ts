import { useCallback, useRef, useState } from 'react'
import { UPLOAD_OVERLAY_CLOSE_MS } from '#shared/constants.ts'
import type { WritingSubmitResponse } from '#shared/submissions/schema.ts'
import { clearStoredTest } from '#client/lib/exam/exam-storage.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { isTransient } from '#client/lib/exam/submit-attempt.ts'
import { upload } from '#client/lib/upload.ts'
import { isAlreadySubmitted, SESSION_EXPIRED_EVENT } from '#client/lib/api.ts'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'
import {
  deadlineMode,
  failureMessage,
  idempotencyKey,
  isSessionEnded,
  submissionBody,
  submissionPath,
  validationMessage,
  type AnswerMode,
  type AttemptRef,
  type WritingDraft,
} from '#client/exam/writing/writing-submission.ts'

export type WritingSubmitState =
  | { phase: 'idle' }
  /** Submit Test pressed with nothing to send in the chosen mode (SPEC.md section 5). */
  | { phase: 'invalid'; message: string }
  | { phase: 'confirm' }
  /** `waiting`: the server could not be reached and another try is coming. */
  | { phase: 'sending'; percent: number; waiting: string | null }
  | { phase: 'done'; message: string }
  | { phase: 'failed'; message: string }
  /** The server already held this attempt's letter (sent from another tab, or a try whose answer was lost): nothing failed. */
  | { phase: 'received' }
  /** The session ended: the root's "Session expired" dialog takes the student to log in and back. */
  | { phase: 'expired' }
  /** The time ran out with nothing written or uploaded: the server closes the attempt. */
  | { phase: 'nothing' }

/** Tries after the first while the server cannot be reached, before the failure dialog. */
const RETRY_DELAYS_MS = [2000, 4000, 8000] as const
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

interface WritingSubmitOptions {
  testId: string
  attempt: AttemptRef
  csrfToken: string
  /** The letter's autosave, held while the submission (which carries the letter) is under way. */
  saving: Pick<AttemptSession, 'holdSaving' | 'resumeSaving'>
}

/**
 * Submit Test as the writing screen runs it: validation, the confirm step, the upload with its
 * real progress, retries while the server cannot be reached (same Idempotency-Key, so never two
 * submissions), and the outcome. Also the deadline's own submit of whatever there is.
 */
export function useWritingSubmit({ testId, attempt, csrfToken, saving }: WritingSubmitOptions) {
  const [state, setState] = useState<WritingSubmitState>({ phase: 'idle' })
  const [byClock, setByClock] = useState(false)
  const busy = useRef(false)
  const last = useRef<{ mode: AnswerMode; draft: WritingDraft } | null>(null)

  const send = useCallback(
    async (mode: AnswerMode, draft: WritingDraft) => {
      if (busy.current) return
      busy.current = true
      last.current = { mode, draft }
      const body = submissionBody(mode, draft, attempt)
      saving.holdSaving()
      const onProgress = (percent: number) => setState({ phase: 'sending', percent, waiting: null })
      setState({ phase: 'sending', percent: 0, waiting: null })
      try {
        for (let tries = 0; ; tries++) {
          try {
            const answer = await upload<WritingSubmitResponse>(submissionPath(testId), {
              body,
              csrfToken,
              headers: { 'idempotency-key': idempotencyKey(attempt.id) },
              onProgress,
            })
            // The server has the work: this browser's copies of the letter and clock can go.
            clearStoredTest(testId)
            // 100% stays on screen a moment, as SPEC.md section 9's overlay does, before the outcome.
            await sleep(UPLOAD_OVERLAY_CLOSE_MS)
            setState({ phase: 'done', message: answer?.message ?? WRITING_TEXTS.evaluatedWithin })
            return
          } catch (error) {
            const delay = RETRY_DELAYS_MS[tries]
            if (isSessionEnded(error)) {
              // The work stays in this browser (letter and photos); after logging in the test
              // resumes here and it can be sent. A 401 the API client did not take for a session's
              // end (another message) asks to log in all the same.
              saving.resumeSaving()
              window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT))
              setState({ phase: 'expired' })
              return
            }
            if (isAlreadySubmitted(error)) {
              // As after a submit: the server has the letter, so this browser's copies can go.
              clearStoredTest(testId)
              setState({ phase: 'received' })
              return
            }
            if (!isTransient(error) || delay === undefined) {
              saving.resumeSaving()
              setState({ phase: 'failed', message: failureMessage(error) })
              return
            }
            setState({
              phase: 'sending',
              percent: 0,
              waiting: `Cannot reach the server. Your work is kept on this page; trying again in ${delay / 1000} s.`,
            })
            await sleep(delay)
          }
        }
      } finally {
        busy.current = false
      }
    },
    [testId, attempt, csrfToken, saving],
  )

  /** Submit Test pressed: the validation message, or the confirm dialog. */
  const request = useCallback((draft: WritingDraft) => {
    const message = validationMessage(draft)
    setState(message ? { phase: 'invalid', message } : { phase: 'confirm' })
  }, [])

  /** The deadline: send what there is, even a short letter, or say that there was nothing. */
  const sendByClock = useCallback(
    (draft: WritingDraft) => {
      setByClock(true)
      const mode = deadlineMode(draft)
      if (mode) void send(mode, draft)
      else {
        clearStoredTest(testId)
        setState({ phase: 'nothing' })
      }
    },
    [send, testId],
  )

  return {
    state,
    byClock,
    request,
    confirm: (draft: WritingDraft) => void send(draft.mode, draft),
    /** From the failure dialog: the same submission again. */
    retry: () => {
      if (last.current) void send(last.current.mode, last.current.draft)
    },
    sendByClock,
    close: () => setState({ phase: 'idle' }),
    /** Sending or sent: the answer can no longer change. */
    closed: state.phase === 'sending' || state.phase === 'done' || state.phase === 'received' || state.phase === 'nothing',
  }
}
