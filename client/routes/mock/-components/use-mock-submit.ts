import { useCallback, useRef, useState } from 'react'
import type { MockQueuedForStaff, MockSpeakingRefusal, MockSubmitAnswer, MockSubmitResults } from '#shared/mock/results-schema.ts'
import { isAlreadySubmitted } from '#client/lib/api.ts'
import { upload } from '#client/lib/upload.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { failureMessage } from '#client/exam/speaking/speaking-submission.ts'
import { mockSubmitForm, type MockDraft } from './mock-answers.ts'
import { MOCK_TEXTS } from './texts.ts'

export type MockSubmitState =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done'; results: MockSubmitResults['results']; queued: MockQueuedForStaff; refused: MockSpeakingRefusal[] }
  /** The server already held this attempt (sent from another tab, or closed by its clock): nothing failed. */
  | { phase: 'received' }

/**
 * Sends the whole mock once (contract point 3) with real upload progress. The Idempotency-Key is
 * the attempt's, so a retry (this page's, or after a reload) answers the first result and never
 * makes a second submission. A second submit while one is under way is ignored (SPEC.md section 4).
 * The answers sent are the merged sheet: what this device has not saved yet is saved first, with
 * what another device typed meanwhile (3 s at most), then the autosave is held: the submit carries them.
 */
export function useMockSubmit(testId: string, csrfToken: string, session: AttemptSession) {
  const [state, setState] = useState<MockSubmitState>({ phase: 'idle' })
  const busy = useRef(false)
  const { answersForSubmit, answerTimes, resumeSaving } = session

  const submit = useCallback(
    async (draft: MockDraft) => {
      if (busy.current) return
      busy.current = true
      setState({ phase: 'sending', percent: 0 })
      try {
        const answers = await answersForSubmit()
        const answer = await upload<MockSubmitAnswer>(`/api/mock-tests/${encodeURIComponent(testId)}/submit`, {
          body: mockSubmitForm({ ...draft, answers, typedAt: answerTimes() }),
          csrfToken,
          headers: { 'idempotency-key': `mock-submit-${draft.attemptId}` },
          onProgress: (percent) => setState({ phase: 'sending', percent }),
        })
        // A part whose recording was not accepted is named, the rest stored (decision 0057).
        setState({ phase: 'done', results: answer.results, queued: answer.queuedForStaff, refused: answer.speakingRefused ?? [] })
      } catch (error) {
        if (isAlreadySubmitted(error)) return setState({ phase: 'received' })
        resumeSaving()
        setState({ phase: 'failed', message: failureMessage(error, MOCK_TEXTS.submitFailed) })
      } finally {
        busy.current = false
      }
    },
    [testId, csrfToken, answersForSubmit, answerTimes, resumeSaving],
  )

  const dismiss = useCallback(() => setState({ phase: 'idle' }), [])
  return { state, submit, dismiss }
}
