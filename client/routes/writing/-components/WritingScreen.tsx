import { useEffect, useRef } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { WRITING_LOCKED_SECONDS, WRITING_TOTAL_SECONDS } from '#shared/timing/durations.ts'
import type { Attempt } from '#shared/attempts/schema.ts'
import { WRITING_ANSWER_KEY } from '#shared/submissions/submissions.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { LeaveWarning } from '#client/components/LeaveWarning.tsx'
import { ExamAidsProvider } from '#client/components/exam/exam-aids.tsx'
import { OtherDeviceNotice } from '#client/components/exam/OtherDeviceNotice.tsx'
import { WRITING_PAPER } from '#client/exam/writing/paper-images.ts'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'
import { usePassed } from '#client/exam/writing/use-passed.ts'
import { useWritingSession } from '#client/exam/writing/use-writing-session.ts'
import { WritingExam } from '#client/exam/writing/WritingExam.tsx'
import type { WritingDraft } from '#client/exam/writing/writing-submission.ts'
import type { WritingTestContent } from './load-writing-test.ts'
import { SubmitDialogs } from './SubmitDialogs.tsx'
import { unsentWork } from './unsent-work.ts'
import { useWritingSubmit } from './use-writing-submit.ts'
import { WritingBar } from './WritingBar.tsx'

interface WritingScreenProps {
  test: WritingTestContent
  testId: string
  session: AttemptSession
  attempt: Attempt
  api: ApiFetch
  csrfToken: string
  userId: string
}

/**
 * The writing test once its attempt is open (SPEC.md section 2): the writing exam under the test's
 * bar, its clock from the server's start (so a reload continues it), and its own submit of the
 * letter with its dialogs, which the deadline also makes with whatever there is.
 */
export function WritingScreen({ test, testId, session, attempt, api, csrfToken, userId }: WritingScreenProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const startedAt = Date.parse(attempt.startedAt)
  const totalSeconds = attempt.timing.total ?? WRITING_TOTAL_SECONDS
  const deadline = session.deadline ?? startedAt + totalSeconds * 1000
  const timeUp = usePassed(deadline)

  const submission = useWritingSubmit({ testId, attempt, csrfToken, saving: session })
  const sent = submission.state.phase === 'done' || submission.state.phase === 'received'
  const writing = useWritingSession({
    attempt: session,
    answerKey: WRITING_ANSWER_KEY,
    // SPEC.md section 2 names the exam's 5 minutes, whatever a test's own timing.
    clock: { startedAt, lockedSeconds: attempt.timing.locked ?? WRITING_LOCKED_SECONDS, namedSeconds: WRITING_LOCKED_SECONDS },
    // The chosen mode is where the student "is": kept as the attempt's position, so a reload keeps it.
    mode: { read: () => (session.position?.part === 'paper' ? 'paper' : 'computer'), keep: (mode) => session.savePosition(mode, 0), once: false },
    photos: { scope: { screen: 'oet-writing', userId, testId: attempt.id }, rules: WRITING_PAPER },
    sent,
  })
  // Typing is the default: the test's mode is never unset.
  const draft: WritingDraft = { mode: writing.mode ?? 'computer', text: writing.text, images: writing.files }

  // The deadline submits whatever there is, once, whatever the student is doing.
  const draftRef = useRef(draft)
  useEffect(() => {
    draftRef.current = draft
  })
  const sentByClock = useRef(false)
  const { sendByClock } = submission
  // It waits for the photos kept in this browser, so a reload past the deadline still sends them.
  const photosReady = writing.photos.ready
  useEffect(() => {
    if (!timeUp || !photosReady || sentByClock.current) return
    sentByClock.current = true
    sendByClock(draftRef.current)
  }, [timeUp, photosReady, sendByClock])

  const finish = () => {
    // A hub preloaded during the test (a menu link hovered, or held back by the leave question)
    // predates this submission: forget it, so the hub lists what was just sent.
    router.clearCache()
    void navigate({ to: '/app/oetwriting' })
  }
  const unsent = unsentWork({ phase: submission.state.phase, saveState: session.saveState, mode: draft.mode, photos: writing.files.length })

  return (
    <ExamAidsProvider testId={testId} attemptId={attempt.id}>
      <div className="writing-exam">
        <WritingBar
          api={api}
          unlockAt={writing.unlockAt}
          readingTime={writing.readingTime}
          deadline={deadline}
          totalSeconds={totalSeconds}
          timeUp={timeUp}
          sent={sent}
          onSubmit={() => submission.request(draft)}
          submitDisabled={submission.closed}
        />
        <OtherDeviceNotice otherDevices={session.otherDevices} />
        <WritingExam
          api={api}
          test={test}
          writing={writing}
          under={null}
          closed={submission.closed || timeUp}
          checksOf={attempt.mode === 'practice' ? testId : undefined}
          notice={
            timeUp &&
            !submission.closed && (
              <p className="writing-lock" role="status">
                {WRITING_TEXTS.timeUp}
              </p>
            )
          }
        />
        <LeaveWarning unsent={unsent !== null} message={unsent ? WRITING_TEXTS[unsent] : ''} />
        <SubmitDialogs
          state={submission.state}
          byClock={submission.byClock}
          onConfirm={() => submission.confirm(draft)}
          onRetry={submission.retry}
          onClose={submission.close}
          onFinish={finish}
          onLeave={() => {
            // The dialog goes first: a student who chooses to stay is back at the answer, not in a loop.
            submission.close()
            finish()
          }}
        />
      </div>
    </ExamAidsProvider>
  )
}
