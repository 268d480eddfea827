import type { ApiFetch } from '#client/lib/api.ts'
import { LetterFindings } from './LetterFindings.tsx'
import { useLetterChecks } from './use-letter-checks.ts'

/**
 * A sent letter's automatic checks, folded away and run when first opened: after submitting, every
 * typed letter has them, a simulation's too (the exam has no spelling help while it runs).
 */
export function SubmittedLetterChecks({ api, testId, letter }: { api: ApiFetch; testId: string; letter: string }) {
  const { state, run } = useLetterChecks(api, testId)
  return (
    <details
      className="letter-checks-fold"
      onToggle={(event) => {
        if (event.currentTarget.open && (state.phase === 'idle' || state.phase === 'failed')) void run(letter)
      }}
    >
      <summary>See the automatic checks</summary>
      <p className="letter-check-status" role="status">
        {state.phase === 'checking' ? 'Checking your letter…' : state.phase === 'failed' ? state.message : ''}
      </p>
      {state.phase === 'done' && <LetterFindings letter={state.letter} checks={state.checks} showLetter />}
    </details>
  )
}
