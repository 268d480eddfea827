/** The two views on /test-results/{testId} and their texts, word for word from SPEC.md sections 2 and 8. */
export type ResultsView = 'attempts' | 'simple'

export const LOADING_TEXT: Record<ResultsView, string> = {
  attempts: 'Loading results…',
  simple: 'Loading results...',
}
export const ERROR_TEXT: Record<ResultsView, string> = {
  attempts: 'Error loading results',
  simple: 'Error fetching results',
}
export const NO_ATTEMPTS_TEXT = 'No attempts found'
/** The details dialog while the test as reviewed is still coming (the page asks for it once hydrated). */
export const REVIEW_COMING_TEXT = 'Loading each question as asked...'
