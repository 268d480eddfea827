import type { Ref } from 'react'
import type { AnswerProps } from '#client/qtypes/index.ts'
import { AudioPlayer } from './AudioPlayer.tsx'
import type { ListeningStep } from './listening-plan.ts'
import { StepReadingBar } from './StepReadingBar.tsx'
import { StepView } from './StepView.tsx'

interface ListeningStepScreenProps extends AnswerProps {
  step: ListeningStep
  /** "Part A · Extract 1 of 2": the screen's heading, focused when the screen changes, and the player's name. */
  heading: string
  headingRef: Ref<HTMLHeadingElement>
  simulation: boolean
  /** The recording plays (its reading time over, the clock running, nothing submitted). */
  playing: boolean
  /** When a simulation's recording began (server ms): it plays on from there. */
  startedAt: number | null
  /** Where the exam moved by itself when the last recording ended; said, never asked. */
  notice: string | null
  /** The screen's own reading time before its recording, while it runs. */
  reading: { secondsLeft: number; onStart(): void } | null
  onRecordingEnded(): void
}

/**
 * One listening screen as every host shows it (the listening test and the mock's listening
 * section): the recording, what the exam did by itself, the reading time, then the questions.
 * A fragment: its pieces sit in the host's own grid.
 */
export function ListeningStepScreen({ step, heading, headingRef, simulation, playing, startedAt, notice, reading, onRecordingEnded, ...answerProps }: ListeningStepScreenProps) {
  return (
    <>
      {step.audioURL && (
        <AudioPlayer
          // One player per recording: a new extract's recording starts afresh, the old one stops with its element.
          key={step.recordingKey ?? step.audioURL}
          src={step.audioURL}
          locked={simulation}
          playing={playing}
          label={`Recording, ${heading}`}
          startedAt={simulation ? startedAt : null}
          onEnded={onRecordingEnded}
        />
      )}
      <p className="lt-flow-notice" role="status">
        {notice ?? ''}
      </p>
      {reading && <StepReadingBar secondsLeft={reading.secondsLeft} onStart={reading.onStart} />}
      <StepView content={step.content} heading={heading} headingRef={headingRef} {...answerProps} />
    </>
  )
}
