import { useId, type ReactNode } from 'react'
import { ExamHeader } from '#client/components/exam/ExamHeader.tsx'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import type { PrimaryAction } from './listening-moves.ts'
import { LISTENING_TEXTS } from './texts.ts'

interface ListeningHeaderProps {
  title: string
  /** "Part A · Extract 1 of 2" */
  where: string
  secondsLeft: number | null
  clockLabel: string
  percent: number
  saveState: SaveState
  /** Practice only; null hides Previous (simulation), false disables it (the first screen). */
  canGoBack: boolean | null
  /** The forward move; null hides it (a simulation while a recording is still to be heard: the recordings drive the test). */
  primary: PrimaryAction | null
  /** The question navigator's button. */
  navigator: ReactNode
  /** While a dialog or the submit is under way the buttons rest. */
  busy: boolean
  onPrevious(): void
  onPrimary(): void
}

const PRIMARY_LABEL: Record<PrimaryAction, string> = {
  next: LISTENING_TEXTS.next,
  nextPart: LISTENING_TEXTS.nextPart,
  submit: LISTENING_TEXTS.submit,
}

/** The test's header (ExamHeader) with its progress and its moves: the questions, Previous, and Next, Next Part or Submit. */
export function ListeningHeader(props: ListeningHeaderProps) {
  const progressId = useId()
  return (
    <ExamHeader
      title={props.title}
      where={props.where}
      secondsLeft={props.secondsLeft}
      clockLabel={props.clockLabel}
      saveState={props.saveState}
      aids={
        <span className="lt-progress">
          <span id={progressId}>Progress</span>
          <progress max={100} value={props.percent} aria-labelledby={progressId} />
          <span className="lt-progress-value">{props.percent}%</span>
        </span>
      }
      actions={
        <>
          {props.navigator}
          {props.canGoBack !== null && (
            <button type="button" className="button button-quiet" disabled={!props.canGoBack || props.busy} onClick={props.onPrevious}>
              {LISTENING_TEXTS.previous}
            </button>
          )}
          {props.primary !== null && (
            <button type="button" className="button" disabled={props.busy} onClick={props.onPrimary}>
              {PRIMARY_LABEL[props.primary]}
            </button>
          )}
        </>
      }
    />
  )
}
