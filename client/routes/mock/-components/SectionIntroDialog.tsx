import { Dialog } from '#client/components/Dialog.tsx'
import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { MOCK_SECTION_COUNTDOWN_SECONDS } from '#shared/timing/durations.ts'
import { MOCK_TEXTS } from './texts.ts'

interface SectionIntroDialogProps {
  open: boolean
  /** "Listening" */
  title: string
  intro: string
  secondsLeft: number
  onStart(): void
}

/**
 * SPEC.md section 2: each section opens with its instructions and a 30-second "Starting in"
 * countdown; Skip starts at once, and the section starts by itself at zero (the screen decides).
 */
export function SectionIntroDialog({ open, title, intro, secondsLeft, onStart }: SectionIntroDialogProps) {
  return (
    <Dialog
      open={open}
      title={`${title}: instructions`}
      blocking
      actions={
        <button type="button" className="button" onClick={onStart}>
          {MOCK_TEXTS.skip}
        </button>
      }
    >
      <div className="lt-reading">
        <div className="lt-reading-text">
          <p>{intro}</p>
        </div>
        <CountdownCircle secondsLeft={secondsLeft} totalSeconds={MOCK_SECTION_COUNTDOWN_SECONDS} label={MOCK_TEXTS.startingIn} size={96} />
      </div>
    </Dialog>
  )
}
