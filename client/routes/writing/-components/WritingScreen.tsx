import { useEffect, useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { WRITING_LOCKED_SECONDS, WRITING_TOTAL_SECONDS } from '#shared/constants.ts'
import type { Attempt } from '#shared/contracts/attempts.ts'
import { WRITING_ANSWER_KEY } from '#shared/domain/submissions.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { LeaveWarning } from '#client/components/LeaveWarning.tsx'
import { ExamAidsProvider } from '#client/components/exam/exam-aids.tsx'
import { OtherDeviceNotice } from '#client/components/exam/OtherDeviceNotice.tsx'
import { AnswerModeChoice } from './AnswerModeChoice.tsx'
import type { WritingTestContent } from './load-writing-test.ts'
import { LockNotice } from '#client/exam/writing/LockNotice.tsx'
import { PaperAnswer } from '#client/exam/writing/PaperAnswer.tsx'
import { PhaseStatus } from './PhaseStatus.tsx'
import { SubmitDialogs } from './SubmitDialogs.tsx'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'
import { TypedAnswer } from '#client/exam/writing/TypedAnswer.tsx'
import { useChosenImages } from '#client/exam/writing/use-chosen-images.ts'
import { unsentWork } from './unsent-work.ts'
import { usePassed } from '#client/exam/writing/use-passed.ts'
import { useWritingSubmit } from './use-writing-submit.ts'
import { WritingClock } from './WritingClock.tsx'
import { WritingPanels } from '#client/exam/writing/WritingPanels.tsx'
import { WritingNotes, WritingTaskBox } from '#client/exam/writing/WritingTask.tsx'
import type { AnswerMode, WritingDraft } from '#client/exam/writing/writing-submission.ts'

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
 * The writing test once its attempt is open (SPEC.md section 2): the case notes on the left, the
 * task and the answer on the right, the clock from the server's start (so a reload continues it),
 * the answer locked for the reading time, the typed letter autosaved like any answer, and the
 * submit, which the deadline also makes with whatever there is.
 */
export function WritingScreen({ test, testId, session, attempt, api, csrfToken, userId }: WritingScreenProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const { setAnswer, savePosition } = session
  // The chosen mode is where the student "is": kept in this browser, so a reload keeps it.
  const [mode, setMode] = useState<AnswerMode>(session.position?.part === 'paper' ? 'paper' : 'computer')
  const photos = useChosenImages({ screen: 'oet-writing', userId, testId: attempt.id })
  const text = session.answers[WRITING_ANSWER_KEY] ?? ''

  const startedAt = Date.parse(attempt.startedAt)
  const unlockAt = startedAt + (attempt.timing.locked ?? WRITING_LOCKED_SECONDS) * 1000
  const totalSeconds = attempt.timing.total ?? WRITING_TOTAL_SECONDS
  const deadline = session.deadline ?? startedAt + totalSeconds * 1000
  const unlocked = usePassed(unlockAt)
  const timeUp = usePassed(deadline)

  const submission = useWritingSubmit({ testId, attempt, csrfToken, saving: session })
  const draft: WritingDraft = { mode, text, images: photos.images.map((image) => image.file) }
  const locked = !unlocked || timeUp || submission.closed

  // The deadline submits whatever there is, once, whatever the student is doing.
  const draftRef = useRef(draft)
  useEffect(() => {
    draftRef.current = draft
  })
  const sentByClock = useRef(false)
  const { sendByClock } = submission
  // It waits for the photos kept in this browser, so a reload past the deadline still sends them.
  useEffect(() => {
    if (!timeUp || !photos.ready || sentByClock.current) return
    sentByClock.current = true
    sendByClock(draftRef.current)
  }, [timeUp, photos.ready, sendByClock])

  const sent = submission.state.phase === 'done' || submission.state.phase === 'received'
  const { forgetKept } = photos
  useEffect(() => {
    if (sent) forgetKept()
  }, [sent, forgetKept])

  const chooseMode = (next: AnswerMode) => {
    setMode(next)
    savePosition(next, 0)
  }
  const finish = () => {
    // A hub preloaded during the test (a menu link hovered, or held back by the leave question)
    // predates this submission: forget it, so the hub lists what was just sent.
    router.clearCache()
    void navigate({ to: '/app/oetwriting' })
  }
  const unsent = unsentWork({ phase: submission.state.phase, saveState: session.saveState, mode, photos: photos.images.length })

  return (
    <ExamAidsProvider testId={testId} attemptId={attempt.id}>
      <div className="writing-exam">
        <div className="writing-bar">
          <p className="writing-bar-name">
            <span className="writing-bar-kind">Writing test</span>
            <PhaseStatus unlockAt={unlockAt} unlocked={unlocked} timeUp={timeUp} api={api} />
          </p>
          <div className="writing-bar-end">
            {/* The server has the letter: its clock no longer runs. */}
            {sent ? <p className="writing-clock-stopped">{WRITING_TEXTS.submitted}</p> : <WritingClock deadline={deadline} totalSeconds={totalSeconds} api={api} />}
            <button type="button" className="button" onClick={() => submission.request(draft)} disabled={submission.closed}>
              {WRITING_TEXTS.submitTest}
            </button>
          </div>
        </div>
        <OtherDeviceNotice otherDevices={session.otherDevices} />

        <WritingPanels
          notes={
            <>
              <h1 id="writing-title" className="writing-title">
                {test.title}
              </h1>
              <WritingNotes test={test} />
            </>
          }
          answer={
            <>
              <WritingTaskBox prompt={test.writingPrompt} level={2} id="writing-task-title" />

              <AnswerModeChoice mode={mode} onChange={chooseMode} disabled={submission.closed || timeUp} />

              {!unlocked && !timeUp && <LockNotice unlockAt={unlockAt} api={api} />}
              {timeUp && !submission.closed && (
                <p className="writing-lock" role="status">
                  Your time is up: the answer area is closed.
                </p>
              )}

              {mode === 'computer' ? (
                <TypedAnswer text={text} onChange={(value) => setAnswer(WRITING_ANSWER_KEY, value)} disabled={locked} saveState={session.saveState} letter={session.letter} />
              ) : (
                <PaperAnswer images={photos.images} problems={photos.problems} onAdd={photos.add} onRemove={photos.remove} disabled={locked} checking={photos.checking} />
              )}
            </>
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
