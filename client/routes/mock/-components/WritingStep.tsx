import { useId, useState, type Ref } from 'react'
import type { WritingTest } from '#shared/contracts/writing.ts'
import { MOCK_PAPER_WRITING_MAX_IMAGES } from '#shared/constants.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import type { LetterSync } from '#client/lib/exam/use-attempt.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import { LockNotice } from '#client/exam/writing/LockNotice.tsx'
import { PaperAnswer, type ChosenImage } from '#client/exam/writing/PaperAnswer.tsx'
import { TypedAnswer } from '#client/exam/writing/TypedAnswer.tsx'
import { WritingPanels } from '#client/exam/writing/WritingPanels.tsx'
import { WritingNotes, WritingTaskBox } from '#client/exam/writing/WritingTask.tsx'
import { ANSWER_MODES, type AnswerMode } from '#client/exam/writing/writing-submission.ts'
import { MOCK_TEXTS } from './texts.ts'

export interface MockPhotos {
  images: readonly ChosenImage[]
  problems: readonly string[]
  /** Photos just picked are being read to check they are photos. */
  checking: boolean
  add(files: File[]): void
  remove(id: string): void
}

/** The section's reading time, while it lasts: when it ends (server ms), and how long it is. */
export interface WritingLock {
  unlockAt: number
  seconds: number
}

interface WritingStepProps {
  api: ApiFetch
  test: WritingTest
  heading: string
  headingRef: Ref<HTMLHeadingElement>
  /** Null until the student has chosen in "Select Test Mode"; fixed afterwards. */
  mode: AnswerMode | null
  onChooseMode(mode: AnswerMode): void
  /** False while the section's "Starting in" countdown is still showing. */
  active: boolean
  text: string
  onText(text: string): void
  photos: MockPhotos
  /** Null once the reading time is over (or before the section starts). */
  lock: WritingLock | null
  saveState: SaveState
  letter: LetterSync
  disabled: boolean
}

/**
 * The mock's writing section: "Select Test Mode" first, then the case notes beside the letter or
 * the photos, the answer locked during the section's reading time as on the writing screen.
 */
export function WritingStep({ api, test, heading, headingRef, mode, onChooseMode, active, text, onText, photos, lock, saveState, letter, disabled }: WritingStepProps) {
  const closed = disabled || lock !== null
  return (
    <section className="mock-writing" aria-labelledby="mock-step-heading">
      <h2 id="mock-step-heading" ref={headingRef} tabIndex={-1} className="mock-step-heading">
        {heading}
      </h2>
      <WritingPanels
        notes={
          <>
            <h3 className="writing-title">{test.title}</h3>
            <WritingNotes test={test} />
          </>
        }
        answer={
          <>
            <WritingTaskBox prompt={test.writingPrompt} level={3} id="mock-writing-task-title" />
            {lock && !disabled && <LockNotice unlockAt={lock.unlockAt} api={api} message={MOCK_TEXTS.locked(lock.seconds)} />}
            {mode === 'computer' && <TypedAnswer text={text} onChange={onText} disabled={closed} saveState={saveState} letter={letter} />}
            {mode === 'paper' && (
              <PaperAnswer
                images={photos.images}
                problems={photos.problems}
                onAdd={photos.add}
                onRemove={photos.remove}
                checking={photos.checking}
                disabled={closed}
                maxImages={MOCK_PAPER_WRITING_MAX_IMAGES}
              />
            )}
          </>
        }
      />
      <SelectModeDialog open={active && mode === null && !disabled} onStart={onChooseMode} />
    </section>
  )
}

/** SPEC.md section 2: "Select Test Mode"; Start is enabled only once a mode is chosen. */
function SelectModeDialog({ open, onStart }: { open: boolean; onStart(mode: AnswerMode): void }) {
  const id = useId()
  const [choice, setChoice] = useState<AnswerMode | null>(null)
  const texts: Record<AnswerMode, [string, string]> = {
    computer: [MOCK_TEXTS.computer, MOCK_TEXTS.computerHint],
    paper: [MOCK_TEXTS.paper, MOCK_TEXTS.paperHint],
  }
  return (
    <Dialog
      open={open}
      title={MOCK_TEXTS.selectModeTitle}
      blocking
      actions={
        <button type="button" className="button" disabled={choice === null} onClick={() => choice && onStart(choice)}>
          {MOCK_TEXTS.start}
        </button>
      }
    >
      <fieldset className="writing-modes">
        <legend className="writing-modes-legend">How will you answer? You cannot change this afterwards.</legend>
        {ANSWER_MODES.map((mode) => (
          <div key={mode} className="writing-mode">
            <input
              type="radio"
              id={`${id}-${mode}`}
              name={`${id}-mode`}
              checked={choice === mode}
              onChange={() => setChoice(mode)}
              aria-describedby={`${id}-${mode}-hint`}
            />
            <label htmlFor={`${id}-${mode}`}>{texts[mode][0]}</label>
            <p id={`${id}-${mode}-hint`} className="writing-mode-hint">
              {texts[mode][1]}
            </p>
          </div>
        ))}
      </fieldset>
    </Dialog>
  )
}
