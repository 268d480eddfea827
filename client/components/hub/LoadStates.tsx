import { useRouter } from '@tanstack/react-router'
import { usePageTitle } from '../ui-state/UiStateProvider.tsx'

/** What a hub or home page shows while its data is on the way. */
export function LoadPending({ label }: { label: string }) {
  return (
    <p className="loading" role="status">
      {label}
    </p>
  )
}

/**
 * A page whose data could not be loaded: the page's title, what failed in words, and a retry
 * that runs the loader again.
 */
export function LoadError({ title, what, error }: { title: string; what: string; error: unknown }) {
  usePageTitle(title)
  const router = useRouter()
  const reason = error instanceof Error && error.message ? error.message : 'Something went wrong.'
  return (
    <section className="hub" aria-labelledby="load-error-title">
      <h1 id="load-error-title">{title}</h1>
      <div className="card hub-error" role="alert">
        <p className="hub-error-lead">Could not load {what}.</p>
        <p>{reason}</p>
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          Try again
        </button>
      </div>
    </section>
  )
}
