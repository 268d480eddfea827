import { useMemo, type Ref } from 'react'
import type { AnswerMap } from '#shared/contracts/answers.ts'
import type { MockTest } from '#shared/contracts/mock.ts'
import { mockKeyId, type MockKeyedSection } from '#shared/domain/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import { ExamAidsScope } from '#client/components/exam/exam-aids.tsx'
import { StepView } from '#client/exam/listening/StepView.tsx'
import { MOCK_WORDS } from '#client/exam/speaking/screen-words.ts'
import { SpeakingExam } from '#client/exam/speaking/SpeakingExam.tsx'
import type { SpeakingHost } from '#client/exam/speaking/speaking-host.ts'
import type { AnswerMode } from '#client/exam/writing/writing-submission.ts'
import { sectionAnswers } from './mock-answers.ts'
import type { MockStep } from './mock-plan.ts'
import { ReadingStep } from './ReadingStep.tsx'
import type { LetterSync } from '#client/lib/exam/use-attempt.ts'
import { WritingStep, type MockPhotos, type WritingLock } from './WritingStep.tsx'

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
  writing: { mode: AnswerMode | null; onChooseMode(mode: AnswerMode): void; text: string; onText(text: string): void; photos: MockPhotos; lock: WritingLock | null; letter: LetterSync }
  /** Where the mock keeps its recordings for its submit, and its part clocks (each role-play's preparation time). */
  speaking: Pick<SpeakingHost, 'kept' | 'draftScope' | 'preparationClock'>
  saveState: SaveState
}

/** One screen of the mock, drawn by the listening, reading, writing or speaking screens' own parts. */
export function MockStepView({ api, test, step, heading, headingRef, answers, setAnswer, disabled, active, writing, speaking, saveState }: MockStepViewProps) {
  const keyed: MockKeyedSection | null = step.section === 'listening' || step.section === 'reading' ? step.section : null
  // The section's screens know their questions by their own ids; the attempt keeps them prefixed.
  const shown = useMemo(() => (keyed ? sectionAnswers(answers, keyed) : {}), [answers, keyed])
  const onAnswer = useMemo(() => (id: string, value: string) => keyed && setAnswer(mockKeyId(keyed, id), value), [keyed, setAnswer])
  const answerProps = { answers: shown, onAnswer, disabled: disabled || !active }

  switch (step.section) {
    // Each section keeps its highlights and crossed-out options apart: both number from 1.
    case 'listening':
      return (
        <ExamAidsScope scope="listening">
          <StepView content={step.listening.content} heading={heading} headingRef={headingRef} {...answerProps} />
        </ExamAidsScope>
      )
    case 'reading':
      return test.reading ? (
        <ExamAidsScope scope="reading">
          <ReadingStep test={test.reading} part={step.part} index={step.index} heading={heading} headingRef={headingRef} {...answerProps} />
        </ExamAidsScope>
      ) : null
    case 'writing':
      return test.writing ? (
        <WritingStep api={api} test={test.writing} heading={heading} headingRef={headingRef} active={active} disabled={disabled} saveState={saveState} {...writing} />
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
