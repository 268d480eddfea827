import type { ApiFetch } from '#client/lib/api.ts'
import { LetterFindings } from '#client/components/letter-checks/LetterFindings.tsx'
import { useLetterChecks } from '#client/components/letter-checks/use-letter-checks.ts'
import { WRITING_TEXTS } from './texts.ts'

interface LetterCheckProps {
  api: ApiFetch
  /** The writing test, or the mock whose writing section this is. */
  testId: string
  text: string
  /** The answer box's id: a finding is shown by selecting its words there. */
  answerId: string
  disabled: boolean
}

/**
 * Practice only: "Check my letter" runs the automatic checks on the letter as it stands, and the
 * findings show under the box, each able to select its words in the letter. A simulation has
 * none while it runs, as the exam has no spelling help (the server refuses them too).
 */
export function LetterCheck({ api, testId, text, answerId, disabled }: LetterCheckProps) {
  const { state, run } = useLetterChecks(api, testId)
  const stale = state.phase === 'done' && state.letter !== text
  const show = (start: number, end: number) => {
    const box = document.getElementById(answerId)
    if (!(box instanceof HTMLTextAreaElement)) return
    box.focus()
    box.setSelectionRange(start, end)
  }
  const status =
    state.phase === 'checking'
      ? WRITING_TEXTS.checking
      : state.phase === 'failed'
        ? state.message
        : stale
          ? WRITING_TEXTS.checkedBefore
          : ''
  return (
    <div className="letter-check">
      <div className="letter-check-bar">
        <button type="button" className="button button-quiet" disabled={disabled || text.trim() === '' || state.phase === 'checking'} onClick={() => void run(text)}>
          {WRITING_TEXTS.checkLetter}
        </button>
        <p className="letter-check-status" role="status">
          {status}
        </p>
      </div>
      {state.phase === 'done' && (
        <LetterFindings
          letter={state.letter}
          checks={state.checks}
          showLetter
          action={stale ? undefined : { label: WRITING_TEXTS.showInLetter, placedOnly: true, run: ({ findings: [first] }) => first && show(first.start, first.end) }}
        />
      )}
    </div>
  )
}
