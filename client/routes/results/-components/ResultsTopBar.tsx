import { Link } from '@tanstack/react-router'
import type { ResultsView } from './texts.ts'

/** Back to the test's hub, and across to the other view of the same results. */
export function ResultsTopBar({ testId, hub, view }: { testId: string; hub: { to: string; label: string }; view: ResultsView }) {
  return (
    <nav className="results-topbar" aria-label="Results">
      <Link to={hub.to} className="results-back">
        <span aria-hidden="true">← </span>
        {hub.label}
      </Link>
      {view === 'attempts' ? (
        <Link to="/test-results/$testId" params={{ testId }} search={{ view: 'simple' }}>
          Simple view
        </Link>
      ) : (
        <Link to="/test-results/$testId" params={{ testId }} search={{}}>
          Detailed view
        </Link>
      )}
    </nav>
  )
}

/** The failure state: the spec's words, and a way to try again without losing the page. */
export function ResultsError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="results-state">
      <p className="results-error" role="alert">
        {text}
      </p>
      <button type="button" className="button button-quiet" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
