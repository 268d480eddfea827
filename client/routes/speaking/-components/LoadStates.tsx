import { Link } from '@tanstack/react-router'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'

/** While the test is on its way. */
export function SpeakingPending() {
  return (
    <p className="loading" role="status">
      {SPEAKING_TEXTS.loading}
    </p>
  )
}

/** SPEC.md section 8: "Error loading test.", with the server's reason when it gave one. */
/** The routes' fault states: the speaking test's, and the mock's speaking section's (back to the dashboard). */
export const SpeakingFault = () => <SpeakingFailed />
export const MockSpeakingFault = () => <SpeakingFailed backTo="/dashboard" />

export function SpeakingFailed({ reason, backTo = '/oet-speaking' }: { reason?: string | undefined; backTo?: '/oet-speaking' | '/dashboard' }) {
  usePageTitle(SPEAKING_TEXTS.loadError)
  return (
    <section className="card sp-state" role="alert">
      <h1>{SPEAKING_TEXTS.loadError}</h1>
      {reason && reason !== SPEAKING_TEXTS.loadError && <p>{reason}</p>}
      <Link to={backTo} className="button button-quiet">
        {backTo === '/oet-speaking' ? 'Back to speaking tests' : 'Back to the dashboard'}
      </Link>
    </section>
  )
}
