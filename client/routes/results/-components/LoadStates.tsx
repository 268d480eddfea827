import { useSearch } from '@tanstack/react-router'
import { ERROR_TEXT, LOADING_TEXT, type ResultsView } from './texts.ts'

/*
 * The results screen's view and states, used by the route (pending, fault) and the page: in a file of
 * their own so that the route and its lazily loaded page share them without importing each other.
 */

/** Which of the two views the URL asks for: the simple one at ?view=simple, else the attempts. */
export function useView(): ResultsView {
  return useSearch({ strict: false }).view === 'simple' ? 'simple' : 'attempts'
}

export function ResultsPending() {
  return (
    <p className="loading" role="status">
      {LOADING_TEXT[useView()]}
    </p>
  )
}

/** Only an unexpected fault reaches here: the loader turns every failed call into a state. */
export function ResultsFailed() {
  return (
    <p className="results-error" role="alert">
      {ERROR_TEXT[useView()]}
    </p>
  )
}
