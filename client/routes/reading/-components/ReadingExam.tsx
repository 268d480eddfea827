import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { Attempt } from '#shared/attempts/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { clearStoredTest } from '#client/lib/exam/exam-storage.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { useTextSize } from '#client/lib/exam/text-size.ts'
import { ExamAidsProvider } from '#client/components/exam/exam-aids.tsx'
import { OtherDeviceNotice } from '#client/components/exam/OtherDeviceNotice.tsx'
import { ExamLeaveGuard } from '#client/components/exam/ExamLeaveGuard.tsx'
import { timeEndedText } from '#client/components/exam/time-ended.ts'
import { QuestionNavigator } from '#client/components/exam/QuestionNavigator.tsx'
import { useFlags } from '#client/components/exam/use-flags.ts'
import { ActionBar } from './ActionBar.tsx'
import { ExamBar } from './ExamBar.tsx'
import { ExamClock } from './ExamClock.tsx'
import { LeavePartDialog, NoAnswersDialog, TimeEndedDialog } from './FlowDialogs.tsx'
import type { ReadingTestContent } from './load-reading-test.ts'
import { ReadingPart } from '#client/exam/reading/ReadingPart.tsx'
import { questionPlaces } from '#client/exam/reading/question-places.ts'
import { answeredCount, questionTexts, unansweredIds } from '#client/exam/reading/question-texts.ts'
import { expiryOf, partClockFor, shownClock } from './reading-clock.ts'
import {
  FIRST_POSITION,
  leavingCloses,
  nextPart,
  PART_LABELS,
  previousPart,
  restorePosition,
  stepBy,
  stepCount,
  type FlowPosition,
} from '#client/exam/reading/reading-flow.ts'
import { useTestReview } from '#client/components/review/use-test-review.ts'
import { SubmitDialog } from './SubmitDialog.tsx'
import { useReadingSubmit } from './use-reading-submit.ts'
import { useTimeUp } from './use-time-up.ts'
import { fetchAhead, laterChunk, laterComponent, whenIdle } from '#client/lib/later-chunks.ts'

// The result and its review come after the submit: fetched once the screen is idle (decision 0092).
const loadResultDialog = laterChunk(() => import('./ResultDialog.tsx').then((module) => module.ResultDialog))
const ResultDialog = laterComponent(loadResultDialog)

const READING_UNREACHABLE_NOTE = 'In a simulation Part A closes once you leave it, and you leave it only by Next Part.'

interface ReadingExamProps {
  test: ReadingTestContent
  testId: string
  session: AttemptSession
  attempt: Attempt
  api: ApiFetch
}

/**
 * The reading test once its attempt is open: where the student is (kept in browser storage, so a
 * reload comes back to the same part and text), which clock applies and what its end does, the
 * navigation, Submit Test and the result. The rules themselves are in reading-flow.ts and
 * reading-clock.ts.
 */
export function ReadingExam({ test, testId, session, attempt, api }: ReadingExamProps) {
  const navigate = useNavigate()
  const { mode, timing } = attempt
  const { savePosition, startPartClock, setAnswer } = session
  const position = restorePosition(session.position, test)
  const steps = stepCount(test, position.part)
  const [leaving, setLeaving] = useState(false)
  const textSize = useTextSize()
  useEffect(() => whenIdle(() => fetchAhead(loadResultDialog)), [])

  // The started flag: from now on a reload comes straight back to the test, not to the start panel.
  useEffect(() => {
    if (!session.position) savePosition(FIRST_POSITION.part, FIRST_POSITION.step)
  }, [session.position, savePosition])

  const submission = useReadingSubmit({
    api,
    testId,
    attemptId: attempt.id,
    answered: answeredCount(test, session.answers),
    saving: session,
  })
  const { sendByClock } = submission
  // The explanations come with the test as reviewed, which opens once the result is in.
  const review = useTestReview(api, testId, submission.result !== null)

  // Idempotent: the first call records the part's start (on the server, which every device and
  // a reload read back), so the clock never restarts. Once the result is in, the clock stops.
  const partClock = submission.result ? null : partClockFor(position.part, mode, timing)
  const partEndsAt = partClock ? startPartClock(partClock.key, partClock.limitSeconds) : null
  const clock = submission.result ? null : shownClock({ partClock, partEndsAt, deadline: session.deadline, timing })
  const timeUp = useTimeUp(clock?.endsAt ?? null)
  const expiry = clock && timeUp ? expiryOf(clock, position.part) : null

  // The attempt's own deadline: what was typed is submitted at once, whatever the student is doing
  // (once: sendByClock changes with the answers).
  const sentByDeadline = useRef(false)
  useEffect(() => {
    if (expiry !== 'submit-now' || sentByDeadline.current) return
    sentByDeadline.current = true
    sendByClock()
  }, [expiry, sendByClock])

  const go = (to: FlowPosition) => savePosition(to.part, to.step)
  const next = nextPart(position)
  const previous = previousPart(position, test, mode)
  const locked = timeUp || submission.closed
  const texts = useMemo(() => questionTexts(test), [test])
  const flags = useFlags(testId, attempt.id)
  const places = questionPlaces(test, position, { mode, locked, answers: session.answers, go })
  const unanswered = unansweredIds(test, session.answers)

  const onTimeEndedNext = () => {
    if (expiry === 'next-part' && next) go(next)
    else sendByClock()
  }
  const onContinue = () => {
    clearStoredTest(testId)
    void navigate({ to: '/app/oetreading' })
  }

  const where = position.part === 'partB' ? `${PART_LABELS.partB} · Text ${position.step + 1} of ${steps}` : PART_LABELS[position.part]
  const dialogFree = submission.step === 'closed' && !submission.result
  return (
    <ExamAidsProvider testId={testId} attemptId={attempt.id} flags={flags}>
      <div className="reading-exam" data-text-size={textSize}>
        <ExamBar
          testHeading={test.heading || test.title}
          partLabel={where}
          modeLabel={mode === 'simulation' ? 'Simulation' : 'Practice'}
          clock={submission.result ? <p className="reading-no-limit">Submitted</p> : <ExamClock clock={clock} api={api} />}
          navigator={
            <QuestionNavigator
              groups={places.groups}
              flags={flags}
              unreachableNote={READING_UNREACHABLE_NOTE}
              onJump={places.jumpTo}
            />
          }
          saveState={session.saveState}
        />
        <OtherDeviceNotice otherDevices={session.otherDevices} />
        <ExamLeaveGuard active={!submission.result} />
        <ReadingPart
          test={test}
          at={position}
          partC="together"
          host={{ answers: session.answers, setAnswer, disabled: locked }}
          onStep={(delta) => go(stepBy(position, delta, test) ?? position)}
        />
        <ActionBar
          onPreviousPart={previous ? () => go(previous) : undefined}
          onNextPart={next ? () => (leavingCloses(position, mode) ? setLeaving(true) : go(next)) : undefined}
          onSubmit={submission.request}
          disabled={locked}
        />

        <TimeEndedDialog expiry={dialogFree ? expiry : null} onNext={onTimeEndedNext} />
        <LeavePartDialog
          open={leaving && !expiry}
          onStay={() => setLeaving(false)}
          onLeave={() => {
            setLeaving(false)
            if (next) go(next)
          }}
        />
        <NoAnswersDialog open={submission.noAnswers && !expiry} onClose={submission.closeNoAnswers} />
        <SubmitDialog
          step={submission.step}
          state={submission.state}
          unanswered={unanswered}
          flagged={[...flags.flagged]}
          reachable={places.reachable}
          onJump={(questionId) => {
            submission.cancel()
            places.jumpTo(questionId)
          }}
          onConfirm={submission.confirm}
          onCancel={submission.cancel}
          onRetryNow={submission.retryNow}
        />
        {/* Shown once the review call has answered (or failed), so its table does not change under the reader. */}
        {review.status !== 'loading' && submission.result && (
          <Suspense fallback={null}>
            <ResultDialog
              result={submission.result}
              questionTexts={texts}
              review={review}
              timeEnded={submission.timedOut ? timeEndedText(mode, timing.total) : null}
              onContinue={onContinue}
            />
          </Suspense>
        )}
      </div>
    </ExamAidsProvider>
  )
}
