import { useMemo, type Ref } from 'react'
import type { AnswerMap } from '#shared/contracts/answers.ts'
import type { MockTest } from '#shared/contracts/mock.ts'
import { mockKeyId, type MockKeyedSection } from '#shared/domain/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import { ExamAidsScope } from '#client/components/exam/exam-aids.tsx'
import { StepView } from '#client/exam/listening/StepView.tsx'
import { ReadingPart } from '#client/exam/reading/ReadingPart.tsx'
import type { ResponseScope } from '#client/lib/recorder/kept-responses.ts'
import type { PartAudio } from '#client/exam/speaking/part-audio.ts'
import type { PreparationClock } from '#client/exam/speaking/use-preparation.ts'
import type { AnswerMode } from '#client/exam/writing/writing-submission.ts'
import { sectionAnswers } from './mock-answers.ts'
import type { MockStep } from './mock-plan.ts'
import { SpeakingStep } from './SpeakingStep.tsx'
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
  speaking: { ready: boolean; draftScope: ResponseScope; preparationClock: PreparationClock; kept: PartAudio | null; onKeep(audio: PartAudio | null): void }
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
        <WritingStep api={api} test={test.writing} heading={heading} headingRef={headingRef} active={active} disabled={disabled} saveState={saveState} {...writing} />
      ) : null
    case 'speaking':
      return <SpeakingStep api={api} mainCard={step.mainCard} heading={heading} headingRef={headingRef} {...speaking} />
  }
}
