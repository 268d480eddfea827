import { Suspense, useMemo, type Ref } from 'react'
import type { AnswerMap } from '#shared/answers/schema.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { mockKeyId, type MockKeyedSection } from '#shared/mock/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { ExamAidsScope } from '#client/components/exam/exam-aids.tsx'
import { ListeningStepScreen } from '#client/exam/listening/ListeningStepScreen.tsx'
import { MOCK_WORDS } from '#client/exam/speaking/screen-words.ts'
import type { SpeakingHost } from '#client/exam/speaking/speaking-host.ts'
import type { WritingSession } from '#client/exam/writing/use-writing-session.ts'
import { sectionAnswers } from './mock-answers.ts'
import type { MockStep } from './mock-plan.ts'
import { ReadingPart, SpeakingExam, WritingExam } from './later-parts.ts'
import { MOCK_TEXTS } from './texts.ts'

interface MockStepViewProps {
  api: ApiFetch
  test: MockTest
  step: MockStep
  heading: string
  headingRef: Ref<HTMLHeadingElement>
  /** The attempt's whole map, keys prefixed by section (contract point 2). */
  answers: AnswerMap
  setAnswer(key: string, value: string): void
  disabled: boolean
  /** The section has begun (its countdown is over). */
  active: boolean
  listening: { simulation: boolean; playing: boolean; startedAt: number | null; notice: string | null; onEnded(): void }
  writing: WritingSession
  /** Practice: the mock's id, against whose writing task the letter may be checked. */
  checksOf: string | undefined
  /** Where the mock keeps its recordings for its submit, and its part clocks (each role-play's preparation time). */
  speaking: Pick<SpeakingHost, 'kept' | 'draftScope' | 'preparationClock'>
}

/**
 * One screen of the mock, drawn by the listening, reading, writing or speaking screens' own parts;
 * "Loading..." for the moment a section's screen is still arriving (later-parts.ts).
 */
export function MockStepView(props: MockStepViewProps) {
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          {MOCK_TEXTS.screenLoading}
        </p>
      }
    >
      <StepScreen {...props} />
    </Suspense>
  )
}

function StepScreen({ api, test, step, heading, headingRef, answers, setAnswer, disabled, active, listening, writing, checksOf, speaking }: MockStepViewProps) {
  const keyed: MockKeyedSection | null = step.section === 'listening' ? step.section : null
  // Listening's screens know their questions by their own ids; the attempt keeps them prefixed (reading's host says so itself).
  const shown = useMemo(() => (keyed ? sectionAnswers(answers, keyed) : {}), [answers, keyed])
  const onAnswer = useMemo(() => (id: string, value: string) => keyed && setAnswer(mockKeyId(keyed, id), value), [keyed, setAnswer])
  const answerProps = { answers: shown, onAnswer, disabled: disabled || !active }

  switch (step.section) {
    // Each section keeps its highlights and crossed-out options apart: both number from 1.
    case 'listening':
      return (
        <ExamAidsScope scope="listening">
          <ListeningStepScreen
            step={step.listening}
            heading={heading}
            headingRef={headingRef}
            simulation={listening.simulation}
            playing={listening.playing}
            startedAt={listening.startedAt}
            notice={listening.notice}
            reading={null}
            onRecordingEnded={listening.onEnded}
            {...answerProps}
          />
        </ExamAidsScope>
      )
    case 'reading':
      return test.reading ? (
        <ExamAidsScope scope="reading">
          <ReadingPart
            test={test.reading}
            at={{ part: step.part, step: step.index }}
            partC="apart"
            host={{ answers, setAnswer, answerKey: (id) => mockKeyId('reading', id), disabled: answerProps.disabled }}
            heading={heading}
            headingRef={headingRef}
          />
        </ExamAidsScope>
      ) : null
    case 'writing':
      return test.writing ? (
        // "Select Test Mode" first, then the answer, locked during the section's reading time.
        <section className="mock-writing" aria-labelledby="mock-step-heading">
          <h2 id="mock-step-heading" ref={headingRef} tabIndex={-1} className="mock-step-heading">
            {heading}
          </h2>
          <WritingExam api={api} test={test.writing} writing={writing} under={2} closed={disabled} begun={active} checksOf={checksOf} />
        </section>
      ) : null
    case 'speaking':
      // Each response is kept as soon as it is made, for the mock's one submit at the end.
      return (
        <SpeakingExam
          key={step.mainCard.mainCardNumber}
          host={{ api, mainCards: [step.mainCard], ...speaking, heading: { kind: 'section', text: heading }, words: MOCK_WORDS, ending: { kind: 'keep' } }}
          sectionHeadingRef={headingRef}
        />
      )
  }
}
