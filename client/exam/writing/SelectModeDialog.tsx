import { useState } from 'react'
import { Dialog } from '#client/components/Dialog.tsx'
import { AnswerModeChoice } from './AnswerModeChoice.tsx'
import { WRITING_TEXTS } from './texts.ts'
import type { AnswerMode } from './writing-submission.ts'

/** SPEC.md section 2: the mock's "Select Test Mode"; Start is enabled only once a mode is chosen. */
export function SelectModeDialog({ open, onStart }: { open: boolean; onStart(mode: AnswerMode): void }) {
  const [choice, setChoice] = useState<AnswerMode | null>(null)
  return (
    <Dialog
      open={open}
      title={WRITING_TEXTS.selectModeTitle}
      blocking
      actions={
        <button type="button" className="button" disabled={choice === null} onClick={() => choice && onStart(choice)}>
          {WRITING_TEXTS.start}
        </button>
      }
    >
      <AnswerModeChoice mode={choice} onChange={setChoice} once />
    </Dialog>
  )
}
