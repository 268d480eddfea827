import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { fetchAhead, laterChunk, laterComponent, whenIdle } from '#client/lib/later-chunks.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'
import { useTextSize } from '#client/lib/exam/text-size.ts'
import { ExamAidsProvider } from '#client/components/exam/exam-aids.tsx'
import { OtherDeviceNotice } from '#client/components/exam/OtherDeviceNotice.tsx'
import { ExamLeaveGuard } from '#client/components/exam/ExamLeaveGuard.tsx'
import { QuestionNavigator } from '#client/components/exam/QuestionNavigator.tsx'
import { SubmitReview } from '#client/components/exam/SubmitReview.tsx'
import { focusQuestion } from '#client/components/exam/question-focus.ts'
import { useFlags } from '#client/components/exam/use-flags.ts'
import { MoveConfirmDialog, NoAnswersDialog, TimesUpDialog, UnheardRecordings } from './FlowDialogs.tsx'
import { ListeningHeader } from './ListeningHeader.tsx'
import {
  afterRecording,
  afterTimeUp,
  countAnswered,
  dialogForMove,
  isAnswered,
  nextPlace,
  placeOfQuestion,
  previousPlace,
  primaryAction,
  progressPercent,
  recordingsLeftUnheard,
  type MoveDialog,
  type Place,
  type Target,
} from './listening-moves.ts'
import { partIntro, partLabel, planQuestionIds, stepLabel, type ListeningPlan } from './listening-plan.ts'
import { partClockFor } from './listening-timing.ts'
import type { LoadedListeningTest } from './load-listening-test.ts'
import { ReadingTimeDialogs } from './ReadingTimeDialogs.tsx'
import { ListeningStepScreen } from './ListeningStepScreen.tsx'
import { LISTENING_TEXTS } from './texts.ts'
import { SubmittingDialog } from './SubmitDialogs.tsx'
import { useListeningFlow } from './use-listening-flow.ts'
import { useListeningSubmit } from './use-listening-submit.ts'
import { useRecordingFlow } from './use-recording-flow.ts'

interface ListeningExamProps {
  api: ApiFetch
  test: LoadedListeningTest
  testId: string
  plan: ListeningPlan
  /** A started (or resumed) attempt. */
  session: AttemptSession
}

const NO_MOVE: MoveDialog = { kind: 'none' }
/** "Part A · Extract 1 of 2", as the header says where the student is. */
const placeName = (plan: ListeningPlan, { partIndex, step }: Place) =>
  [partLabel(plan[partIndex]!.part), stepLabel(plan, partIndex, step)].filter(Boolean).join(' · ')
const LISTENING_UNREACHABLE_NOTE = 'In a simulation the test moves with its recordings: only the questions on this screen can be gone to.'

// The result and its review come after the submit: fetched once the screen is idle (decision 0092).
const loadResultDialog = laterChunk(() => import('./ResultDialog.tsx').then((module) => module.ResultDialog))
const ResultDialog = laterComponent(loadResultDialog)

/**
 * The listening test as a student sits it (SPEC.md sections 2 and 4): one part at a time, each
 * opened by its reading time; one extract or question per screen with its recording; the header's
 * clock, progress and moves; the confirmations, time-up and submit dialogs; the result.
 *
 * Which clock rules: in a simulation the part's clock (A alone, B and C together) ends in "Time's
 * Up!" and the flow moves on; in practice the attempt's deadline is the one clock. Either way the
 * attempt's deadline submits whatever is answered, even nothing, so no answer is ever lost.
 */
export function ListeningExam({ api, test, testId, plan, session }: ListeningExamProps) {
  const mode = session.attempt?.mode ?? 'practice'
  const timing = session.attempt?.timing ?? { total: null }
  const simulation = mode === 'simulation'
  const flow = useListeningFlow(plan, session)
  const finish = useListeningSubmit(api, session, test, testId)
  const navigate = useNavigate()
  const [move, setMove] = useState<{ dialog: MoveDialog; target: Target } | null>(null)
  const [noAnswers, setNoAnswers] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const textSize = useTextSize()
  useEffect(() => whenIdle(() => fetchAhead(loadResultDialog)), [])

  const { place } = flow
  const part = plan[place.partIndex]!
  const step = part.steps[place.step]!
  const label = partLabel(part.part)
  const allIds = useMemo(() => planQuestionIds(plan), [plan])
  const finished = finish.stage !== 'idle'
  const flags = useFlags(testId, session.attempt?.id)

  const readingLeft = useSecondsLeft(flow.readingEndsAt, api) ?? flow.readingSeconds
  const stepReadingLeft = useSecondsLeft(flow.stepReadingEndsAt, api) ?? flow.readingSeconds
  const partLeft = useSecondsLeft(flow.partEndsAt, api)
  const deadlineLeft = useSecondsLeft(session.deadline, api)
  const partTimeUp = !finished && !flow.reading && partLeft === 0
  const headerSeconds = flow.clock ? (partLeft ?? flow.clock.limitSeconds) : deadlineLeft

  // The attempt's own deadline submits what is there, once (a refused submit can be retried by hand).
  const { send } = finish
  const deadlinePassed = deadlineLeft === 0
  const autoSubmitted = useRef(false)
  useEffect(() => {
    if (!deadlinePassed || autoSubmitted.current) return
    autoSubmitted.current = true
    void send(true)
  }, [deadlinePassed, send])

  // A new screen (or a part begun) starts at its top, and screen readers hear its heading.
  const shown = flow.reading ? 'reading' : `${place.partIndex}.${place.step}`
  const lastShown = useRef(shown)
  useEffect(() => {
    if (lastShown.current === shown) return
    lastShown.current = shown
    if (shown === 'reading') return
    window.scrollTo({ top: 0 })
    headingRef.current?.focus({ preventScroll: true })
  }, [shown])

  const proceed = (target: Target, byClock = false) => {
    setMove(null)
    if (target === 'submit') void send(byClock)
    else flow.go(target)
  }
  const playing = !flow.reading && !flow.stepReading && !partTimeUp && !finished
  /**
   * A simulation flows on by itself when a recording ends, as the exam does (decision 0085): to
   * the next recording's screen, whose reading time starts at once, or to the submit.
   */
  const recording = useRecordingFlow({
    recordingKey: step.recordingKey,
    playing,
    partStarts: session.partStarts,
    markPart: session.markPart,
    flowsOn: simulation && !finished && !partTimeUp,
    next: () => {
      const target = afterRecording(plan, place)
      return { name: target === 'submit' ? 'submit' : placeName(plan, target), go: () => proceed(target, true) }
    },
  })
  const { heard } = recording
  const unheard = recordingsLeftUnheard(plan, place, nextPlace(plan, place), heard)
  // A simulation moves with its recordings: no move forward that would leave one unheard.
  const primary = simulation && unheard.length > 0 ? null : primaryAction(plan, place)
  const unanswered = allIds.filter((id) => !isAnswered(session.answers[id]))
  const flagged = allIds.filter((id) => flags.flagged.has(id))
  const forward = () => {
    const target = nextPlace(plan, place)
    if (target === 'submit' && countAnswered(allIds, session.answers) === 0) return setNoAnswers(true)
    const dialog = dialogForMove(plan, place, session.answers)
    const review = target === 'submit' && (unanswered.length > 0 || flagged.length > 0 || unheard.length > 0)
    if (dialog.kind !== 'none') setMove({ dialog, target })
    else if (review) setMove({ dialog: { kind: 'review' }, target })
    else proceed(target)
  }
  // A simulation moves with its recordings: only the screen's own questions are a jump away.
  const reachable = (questionId: string) =>
    !finished && !flow.reading && (simulation ? step.questionIds.includes(questionId) : placeOfQuestion(plan, questionId) !== null)
  const jumpTo = (questionId: string) => {
    setMove(null)
    const target = placeOfQuestion(plan, questionId)
    if (target && (target.partIndex !== place.partIndex || target.step !== place.step)) flow.go(target)
    focusQuestion(questionId)
  }
  const navigatorGroups = plan.map((planned) => ({
    label: partLabel(planned.part),
    questions: [...new Set(planned.steps.flatMap((candidate) => candidate.questionIds))].map((id) => ({
      id,
      answered: isAnswered(session.answers[id]),
      reachable: reachable(id),
    })),
  }))
  const back = previousPlace(plan, place)
  const timeUpTarget = afterTimeUp(plan, place, (name) => partClockFor(mode, name, timing)?.key ?? null)
  const where = placeName(plan, place)

  return (
    <ExamAidsProvider testId={testId} attemptId={session.attempt?.id ?? null} flags={flags}>
      <div className={`lt-screen lt-mode-${mode}`} data-text-size={textSize}>
        <ListeningHeader
          title={test.title}
          where={where}
          secondsLeft={headerSeconds}
          clockLabel={flow.clock ? (flow.clock.key === 'partA' ? 'Part A time' : 'Parts B and C time') : 'Time left'}
          percent={progressPercent(allIds, session.answers)}
          saveState={session.saveState}
          canGoBack={simulation ? null : back !== null}
          primary={primary}
          busy={finished || flow.reading}
          navigator={<QuestionNavigator groups={navigatorGroups} flags={flags} unreachableNote={LISTENING_UNREACHABLE_NOTE} onJump={jumpTo} />}
          onPrevious={() => back && flow.go(back)}
          onPrimary={forward}
        />
        <OtherDeviceNotice otherDevices={session.otherDevices} />
        <ExamLeaveGuard active={!finished} />
        <ListeningStepScreen
          step={step}
          heading={where}
          headingRef={headingRef}
          simulation={simulation}
          playing={playing}
          startedAt={recording.startedAt}
          notice={recording.notice}
          reading={flow.stepReading && !finished ? { secondsLeft: stepReadingLeft, onStart: flow.startRecording } : null}
          onRecordingEnded={recording.onEnded}
          answers={session.answers}
          onAnswer={session.setAnswer}
          disabled={finished || partTimeUp}
        />

        <ReadingTimeDialogs
          key={`reading-${place.partIndex}`}
          open={flow.reading && !finished}
          partLabel={label}
          intro={partIntro(part)}
          simulation={simulation}
          secondsLeft={readingLeft}
          totalSeconds={flow.readingSeconds}
          beginsByItself={simulation && flow.partEndsAt !== null}
          onBegin={flow.begin}
        />
        <MoveConfirmDialog
          dialog={move && !finished && !partTimeUp ? move.dialog : NO_MOVE}
          partLabel={label}
          toSubmit={move?.target === 'submit'}
          review={
            <>
              <UnheardRecordings names={unheard} />
              <SubmitReview unanswered={unanswered} flagged={flagged} reachable={reachable} onJump={jumpTo} />
            </>
          }
          onConfirm={() => move && proceed(move.target)}
          onCancel={() => setMove(null)}
        />
        <TimesUpDialog message={partTimeUp ? LISTENING_TEXTS.partTimeOver(label, timeUpTarget === 'submit') : null} onContinue={() => proceed(timeUpTarget, true)} />
        <NoAnswersDialog open={noAnswers && !finished} onClose={() => setNoAnswers(false)} />
        <SubmittingDialog
          open={finish.stage === 'submitting'}
          state={finish.state}
          onRetryNow={finish.retryNow}
          onTryAgain={() => void send()}
          onBack={finish.backToTest}
        />
        {finish.stage === 'result' && (
          <Suspense fallback={null}>
            <ResultDialog outcome={finish.outcome} onContinue={() => void navigate({ to: '/app/integration' })} />
          </Suspense>
        )}
      </div>
    </ExamAidsProvider>
  )
}
