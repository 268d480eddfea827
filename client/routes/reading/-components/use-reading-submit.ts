import { useCallback, useState } from 'react'
import type { ApiFetch } from '#client/lib/api.ts'
import { clearStoredTest } from '#client/lib/exam/exam-storage.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { useSubmit } from '#client/lib/exam/use-submit.ts'
import type { SubmitStep } from './SubmitDialog.tsx'

interface ReadingSubmitOptions {
  api: ApiFetch
  testId: string
  attemptId: string
  /** How many questions have an answer. */
  answered: number
  /** The attempt's answers as they stand on every device, and its autosave, held while the submit (which carries them) is under way. */
  saving: Pick<AttemptSession, 'answersForSubmit' | 'answerTimes' | 'resumeSaving'>
}

/**
 * Submit Test as the reading screen runs it: the confirm step (or "No answers provided!"), the
 * send with its retries (useSubmit), and the clean-up once the result is in. The answers on the
 * server are the score of record, so the copies in this browser go as soon as it is.
 */
export function useReadingSubmit({ api, testId, attemptId, answered, saving }: ReadingSubmitOptions) {
  const [step, setStep] = useState<SubmitStep>('closed')
  const [noAnswers, setNoAnswers] = useState(false)
  const [timedOut, setTimedOut] = useState(false)
  const { state, submit, retryNow } = useSubmit(api)

  const send = useCallback(
    async (byClock = false) => {
      setTimedOut(byClock)
      setStep('sending')
      const answers = await saving.answersForSubmit()
      const result = await submit({ kind: 'oet-reading', testId, attemptId, answers, typedAt: saving.answerTimes(), startTime: null })
      if (result) clearStoredTest(testId)
      else saving.resumeSaving()
    },
    [submit, testId, attemptId, saving],
  )

  /** Submit Test pressed: confirm, unless there is nothing to submit. */
  const request = useCallback(() => (answered === 0 ? setNoAnswers(true) : setStep('confirm')), [answered])

  /** The clock ended the test: send what was typed (a second call while one is under way is ignored). */
  const sendByClock = useCallback(() => void send(true), [send])

  return {
    state,
    step,
    noAnswers,
    timedOut,
    result: state.phase === 'done' ? state.result : null,
    /** Sending, waiting for the server or done: answers can no longer change. */
    closed: state.phase === 'sending' || state.phase === 'waiting' || state.phase === 'done',
    request,
    confirm: () => void send(timedOut),
    sendByClock,
    cancel: () => setStep('closed'),
    closeNoAnswers: () => setNoAnswers(false),
    retryNow,
  }
}
