import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { MockTest } from '#shared/mock/schema.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { clearStoredTest } from '#client/lib/exam/exam-storage.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { useTextSize } from '#client/lib/exam/text-size.ts'
import { ExamAidsProvider } from '#client/components/exam/exam-aids.tsx'
import { ExamHeader } from '#client/components/exam/ExamHeader.tsx'
import { OtherDeviceNotice } from '#client/components/exam/OtherDeviceNotice.tsx'
import { ExamLeaveGuard } from '#client/components/exam/ExamLeaveGuard.tsx'
import { useFlags } from '#client/components/exam/use-flags.ts'
import { listeningQuestionTexts } from '#client/exam/listening/listening-review.ts'
import { useRecordingFlow } from '#client/exam/listening/use-recording-flow.ts'
import { fromKept } from '#client/exam/speaking/kept-parts.ts'
import { useKeptParts } from '#client/exam/speaking/use-kept-parts.ts'
import { questionTexts } from '#client/exam/reading/question-texts.ts'
import { clearWritingMode, readWritingMode, writeWritingMode } from '#client/exam/writing/kept-mode.ts'
import { MOCK_PAPER } from '#client/exam/writing/paper-images.ts'
import { useWritingSession } from '#client/exam/writing/use-writing-session.ts'
import { mockWritingLockSeconds } from '#shared/timing/mock-writing.ts'
import { secondsUntil } from '#client/lib/exam/use-deadline.ts'
import { WRITING_ANSWER_KEY } from './mock-answers.ts'
import { FinishMockDialog, NotReadyDialog } from './FinishDialogs.tsx'
import { AlreadySubmittedDialog, ConfirmNavigationDialog, SubmitFailedDialog, SubmittingStatus } from './MockDialogs.tsx'
import { afterClock, BOTTOM_BAR_TEXTS, moveFrom, SECTION_LABELS, type MockMove, type SectionPlan } from './mock-plan.ts'
import { MOCK_TEXTS } from './texts.ts'
import { MockStepView } from './MockStepView.tsx'
import { SectionIntroDialog } from './SectionIntroDialog.tsx'
import { sectionIntro } from './section-intros.ts'
import { MockResultDialog, prefetchLaterParts, ResendPart } from './later-parts.ts'
import { useFinishMock } from './use-finish-mock.ts'
import { useMockFlow } from './use-mock-flow.ts'
import { useMockSubmit } from './use-mock-submit.ts'

interface MockExamProps {
  api: ApiFetch
  csrfToken: string
  testId: string
  userId: string
  title: string
  test: MockTest
  plan: readonly SectionPlan[]
  /** A started (or resumed) attempt. */
  session: AttemptSession
}

/**
 * The mock test as a student sits it (SPEC.md section 2 "Mock test screen"): the chosen sections
 * in order, each opened by its instructions and countdown, one screen at a time under the
 * section's clock, the bottom bar's moves, and one submit of the whole mock at the end.
 */
export function MockExam({ api, csrfToken, testId, userId, title, test, plan, session }: MockExamProps) {
  const attempt = session.attempt!
  const navigate = useNavigate()
  const finish = useMockSubmit(testId, csrfToken, session)
  // Sent, or found already sent: the server holds the mock and nothing of it can change.
  const over = finish.state.phase === 'done' || finish.state.phase === 'received'
  const flow = useMockFlow(api, plan, session, over)
  const [confirming, setConfirming] = useState<MockMove | null>(null)
  // The writing section's reading time (decision 0043) runs from the section's start on the server, so a reload keeps it.
  const lockedSeconds = attempt.timing.writingLocked ?? mockWritingLockSeconds(attempt.timing.writing)
  const writing = useWritingSession({
    attempt: session,
    answerKey: WRITING_ANSWER_KEY,
    clock: { startedAt: session.partStarts.writing ?? null, lockedSeconds },
    mode: { read: () => readWritingMode(testId, attempt.id), keep: (mode) => writeWritingMode(testId, attempt.id, mode), once: true },
    photos: { scope: { screen: 'mock-test', userId, testId: attempt.id }, rules: MOCK_PAPER },
    sent: over,
  })
  // Recordings wait in the browser for the one submit at the end: kept per attempt, so a reload
  // brings them back and a later attempt at the same mock starts empty.
  const [speakingScope] = useState(() => ({ screen: 'mock-test' as const, userId, testId: attempt.id }))
  const kept = useKeptParts(speakingScope)
  const speaking = useMemo(() => new Map([...kept.parts].map(([part, item]) => [part, fromKept(item)] as const)), [kept.parts])
  // Questions flagged for review, beside each question (the mock has no navigator).
  const flags = useFlags(testId, attempt.id)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const textSize = useTextSize()

  const sections: MockSection[] = useMemo(() => plan.map((section) => section.section), [plan])
  // The later sections' screens arrive while the student is on the first.
  useEffect(() => prefetchLaterParts(sections), [sections])
  const speakingParts = useMemo(
    () => plan.flatMap((section) => section.steps.flatMap((step) => (step.section === 'speaking' ? [step.mainCard.mainCardNumber] : []))),
    [plan],
  )
  const texts = useMemo(
    () => ({
      listening: test.listening ? listeningQuestionTexts(test.listening) : {},
      reading: test.reading ? Object.fromEntries(questionTexts(test.reading)) : {},
    }),
    [test],
  )
  const { position, section, step, begun } = flow
  const sending = finish.state.phase === 'sending'
  const finished = sending || over
  const move = moveFrom(plan, position)

  const { submit } = finish
  const send = useCallback(() => {
    void submit({
      attemptId: attempt.id,
      sections,
      answers: session.answers,
      writingMode: writing.mode,
      images: writing.files,
      speaking,
    })
  }, [submit, attempt.id, sections, session.answers, writing.mode, writing.files, speaking])

  const { go } = flow
  const proceed = useCallback((to: MockMove) => (to.kind === 'finish' ? send() : go(to.to)), [send, go])

  // The student's Finish Mock checks and confirms first; a clock's end sends what exists.
  const writingEnd = clockEnd(session.partStarts.writing, attempt.timing.writing)
  const work = useCallback(
    () => ({
      plan,
      questionIds: { listening: Object.keys(texts.listening), reading: Object.keys(texts.reading) },
      answers: session.answers,
      writingMode: writing.mode,
      photos: writing.files.length,
      speaking,
      writingOpen: writingEnd === null || (secondsUntil(writingEnd) ?? 0) > 0,
    }),
    [plan, texts, session.answers, writing.mode, writing.files.length, speaking, writingEnd],
  )
  const finishing = useFinishMock(work, send, go)

  // A section's clock ending moves on by itself (part A to part B, else the next section or the
  // submit); the attempt's deadline submits at once. Each fires once per screen.
  const expired = !finished && begun && flow.clockLeft === 0
  const deadlinePassed = !finished && flow.deadlineLeft === 0
  const handled = useRef<string | null>(null)
  const closeFinishing = finishing.close
  const here = `${position.sectionIndex}:${position.step}`
  // Both wait for the recordings and photos kept in this browser, so a reload past the deadline still sends them.
  const restored = kept.ready && writing.photos.ready
  useEffect(() => {
    if (!(expired || deadlinePassed) || !restored || handled.current === here) return
    handled.current = here
    setConfirming(null)
    closeFinishing()
    proceed(deadlinePassed ? { kind: 'finish' } : afterClock(plan, position))
  }, [expired, deadlinePassed, restored, here, proceed, plan, position, closeFinishing])

  // A new screen starts at its top and screen readers hear its heading.
  const shown = useRef(here)
  useEffect(() => {
    if (shown.current === here) return
    shown.current = here
    window.scrollTo({ top: 0 })
    headingRef.current?.focus({ preventScroll: true })
  }, [here])

  const { forgetAll } = kept
  // Parts whose recordings were not accepted, until each is sent again from the result (decision 0057).
  const [resent, setResent] = useState<number[]>([])
  const done = finish.state.phase === 'done' ? finish.state : null
  const refused = done ? done.refused.filter((part) => !resent.includes(part.mainCardNumber)) : []
  const queued = done ? { ...done.queued, speakingParts: [...done.queued.speakingParts, ...resent] } : null
  useEffect(() => {
    if (!over) return
    forgetAll()
  }, [over, forgetAll])
  const onBottom = () => (move.kind === 'section' ? setConfirming(move) : move.kind === 'finish' ? finishing.request() : proceed(move))
  const leaveFor = (to: '/dashboard' | '/mock-tests/$testId/results') => {
    clearStoredTest(testId)
    clearWritingMode(testId)
    void navigate({ to, params: { testId } })
  }

  const where = `${SECTION_LABELS[section.section]} · ${step.label}`
  const nextInSection = move.kind === 'next' ? move : null
  const simulation = attempt.mode === 'simulation'
  // Listening moves on by itself when a recording ends, within the section (SPEC.md section 2).
  const recording = useRecordingFlow({
    recordingKey: step.section === 'listening' ? step.listening.recordingKey : null,
    playing: begun && !finished && !expired,
    partStarts: session.partStarts,
    markPart: session.markPart,
    flowsOn: !finished && !expired,
    next: () => {
      if (!nextInSection) return null
      const to = plan[nextInSection.to.sectionIndex]!.steps[nextInSection.to.step]!
      return { name: `${SECTION_LABELS[to.section]} · ${to.label}`, go: () => go(nextInSection.to) }
    },
  })
  const { markPart, partStarts } = session
  // Each role-play's preparation time is a part clock of the attempt (decision 0047): a reload keeps it.
  const preparationClock = useMemo(() => ({ starts: partStarts, mark: markPart }), [partStarts, markPart])
  const introOpen = !begun && !finished
  const limitOf = (key: string) => attempt.timing[key]
  const intro =
    section.section === 'reading'
      ? sectionIntro('reading', limitOf('readingPartA'), limitOf('readingPartsBC'))
      : sectionIntro(section.section, section.section === 'speaking' ? null : limitOf(section.section))
  return (
    <ExamAidsProvider testId={testId} attemptId={attempt.id} flags={flags}>
      <div className={`lt-screen mock-screen mock-section-${section.section}`} data-text-size={textSize}>
        <ExamHeader className="mock-header" title={title} where={where} secondsLeft={flow.shownLeft} clockLabel={flow.clockLabel} saveState={session.saveState} />
        <OtherDeviceNotice otherDevices={session.otherDevices} />
        <ExamLeaveGuard active={!over} />
        <MockStepView
          api={api}
          test={test}
          step={step}
          heading={where}
          headingRef={headingRef}
          answers={session.answers}
          setAnswer={session.setAnswer}
          disabled={finished || expired}
          active={begun}
          writing={writing}
          checksOf={attempt.mode === 'practice' ? testId : undefined}
          listening={{ simulation, playing: begun && !finished && !expired, ...recording }}
          speaking={{ kept, draftScope: speakingScope, preparationClock }}
        />
        <nav className="mock-bottom" aria-label="Mock test">
          <SubmittingStatus percent={finish.state.phase === 'sending' ? finish.state.percent : null} />
          {/* Finish Mock waits for the recordings and photos kept in this browser: it checks them. */}
          <button type="button" className="button" onClick={onBottom} disabled={finished || introOpen || (move.kind === 'finish' && !restored)}>
            {sending ? BOTTOM_BAR_TEXTS.submitting : BOTTOM_BAR_TEXTS[move.kind]}
          </button>
        </nav>

        <SectionIntroDialog open={introOpen} title={SECTION_LABELS[section.section]} intro={intro} secondsLeft={flow.introLeft} onStart={flow.begin} />
        <ConfirmNavigationDialog
          open={confirming !== null && !finished}
          onNo={() => setConfirming(null)}
          onYes={() => {
            const target = confirming
            setConfirming(null)
            if (target) proceed(target)
          }}
        />
        <NotReadyDialog gaps={finished ? null : finishing.gaps} onClose={finishing.close} onGo={finishing.goTo} onSubmitAnyway={finishing.submitAnyway} />
        <FinishMockDialog states={finished ? null : finishing.states} onCancel={finishing.close} onConfirm={finishing.confirm} />
        <SubmitFailedDialog message={finish.state.phase === 'failed' ? finish.state.message : null} onClose={finish.dismiss} />
        <AlreadySubmittedDialog open={finish.state.phase === 'received'} onResults={() => leaveFor('/mock-tests/$testId/results')} />
        {/* The result and its review come after the submit: fetched once the mock is idle. */}
        {done && (
          <Suspense fallback={null}>
            <MockResultDialog
              results={done.results}
              queued={queued}
              speakingParts={speakingParts}
              refusedParts={refused.map((part) => part.mainCardNumber)}
              resend={[
                ...resent.map((part) => (
                  <p key={`sent-${part}`} className="mock-result-note" role="status">
                    {MOCK_TEXTS.partResent(part)}
                  </p>
                )),
                ...refused.map((refusal) => (
                  <Suspense key={refusal.mainCardNumber} fallback={null}>
                    <ResendPart
                      testId={testId}
                      attemptId={attempt.id}
                      about={{ title, discipline: test.speaking?.discipline ?? '' }}
                      csrfToken={csrfToken}
                      refusal={refusal}
                      onSent={(part) => setResent((sent) => [...sent, part])}
                    />
                  </Suspense>
                )),
              ]}
              sections={sections}
              texts={texts}
              onContinue={() => leaveFor('/dashboard')}
            />
          </Suspense>
        )}
      </div>
    </ExamAidsProvider>
  )
}

/** When a clock that started at `start` (server ms) with `seconds` ends; null before it starts or without a limit. */
function clockEnd(start: number | undefined, seconds: number | null | undefined): number | null {
  return start === undefined || typeof seconds !== 'number' ? null : start + seconds * 1000
}
