import { useCallback, useMemo, useState } from 'react'
import type { AnswerKeyResponse, AnswerMap } from '#shared/answers/schema.ts'
import type { SubmitResult } from '#shared/results/schema.ts'
import { testOutline } from '#shared/results/review-outline.ts'
import { reviewGroups, type ReviewGroup } from '#client/components/review/review-groups.ts'
import type { ReviewListItem } from '#client/components/review/ReviewList.tsx'
import { fetchTestReview } from '#client/components/review/use-test-review.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { clearStoredTest } from '#client/lib/exam/exam-storage.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { useSubmit } from '#client/lib/exam/use-submit.ts'
import { answersToSend, listeningQuestionTexts, resultReview } from './listening-review.ts'
import { answerKeyPath, type LoadedListeningTest } from './load-listening-test.ts'
import { timeEndedText } from '#client/components/exam/time-ended.ts'

export interface ListeningOutcome {
  result: SubmitResult
  review: ReviewListItem[]
  /** The review placed in the test's recordings, with transcripts and explanations; null when that call failed. */
  groups: ReviewGroup[] | null
  /** The key call failed: the dialog says so (SPEC.md section 8); the review is the submit's own either way. */
  keyFailed: boolean
  /** Sent by the clock, not the student: why, in words for the result; null when they pressed Submit. */
  timeEnded: string | null
}

/** idle: taking the test; submitting: sending (or failed, see the submit state); result: the result dialog. */
export type SubmitStage = 'idle' | 'submitting' | 'result'

/**
 * The end of the test (SPEC.md section 4): the answers are sent (retried while the server cannot
 * be reached, never twice), then the answer key is fetched, then the result is shown and the
 * test's saved clocks, place and answers are cleared from this browser.
 */
export function useListeningSubmit(api: ApiFetch, session: AttemptSession, test: LoadedListeningTest, testId: string) {
  const { state, submit, retryNow } = useSubmit(api)
  const [stage, setStage] = useState<SubmitStage>('idle')
  const [outcome, setOutcome] = useState<ListeningOutcome | null>(null)
  const texts = useMemo(() => listeningQuestionTexts(test.content), [test.content])
  const { attempt, answersForSubmit, answerTimes, resumeSaving } = session

  const send = useCallback(async (byClock = false) => {
    if (!attempt) return
    setStage('submitting')
    const answers = answersToSend(await answersForSubmit())
    const result = await submit({
      kind: test.kind,
      testId,
      attemptId: attempt.id,
      answers,
      typedAt: answerTimes(),
      // SPEC.md section 3: the general listening body's startTime, null in simulation.
      startTime: attempt.mode === 'simulation' ? null : attempt.startedAt,
    })
    if (!result) {
      resumeSaving()
      return
    }
    // Beside the key (SPEC.md section 4), the test as reviewed: both open only now it is submitted.
    const [key, teaching] = await Promise.all([
      api<AnswerKeyResponse>(answerKeyPath(test.kind, testId)).then(
        (response) => response.correctAnswers,
        (): AnswerMap | null => null,
      ),
      fetchTestReview(api, testId),
    ])
    const timeEnded = byClock ? timeEndedText(attempt.mode, attempt.timing.total) : null
    const review = resultReview(result, texts)
    const groups = teaching ? reviewGroups(testOutline(teaching), review) : null
    setOutcome({ result, review, groups, keyFailed: key === null, timeEnded })
    setStage('result')
    clearStoredTest(testId)
  }, [api, attempt, answersForSubmit, answerTimes, resumeSaving, submit, test.kind, testId, texts])

  /** After a refused submit: back to the test, answers untouched. */
  const backToTest = useCallback(() => setStage('idle'), [])

  return { stage, state, outcome, send, retryNow, backToTest }
}
