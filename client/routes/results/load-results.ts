import type { MyAttempt } from '#shared/progress/schema.ts'
import type { ListeningResultsResponse, TestReview } from '#shared/results/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { TestSummaryList } from '#shared/test-kinds/schema.ts'
import { ApiError, type ApiFetch } from '../../lib/api.ts'
import { fetchTestReview } from '../../components/review/use-test-review.ts'

/** What the results call gave: the attempts, none at all (its 404), or a failure. */
export type ResultsOutcome =
  | { status: 'ok'; data: ListeningResultsResponse }
  | { status: 'none' }
  | { status: 'error'; message: string }

/** The test the results belong to, as far as its review or the list calls could tell. */
export interface ResultsTest {
  title: string
  kind: TestKind
}

export interface ResultsPageData {
  results: ResultsOutcome
  test: ResultsTest | undefined
  /** The test with its explanations and transcripts, for the review; null before a submission or when the call failed. */
  review: TestReview | null
}

/** The kinds whose results GET /api/listening-tests/{id}/results serves, with their list calls. */
const MARKED_KIND_LISTS: readonly [TestKind, string][] = [
  ['oet-listening', '/api/oet-listening-tests'],
  ['oet-reading', '/api/oet-reading-tests'],
  ['listening', '/api/listening-tests'],
]

/**
 * Loads the screen's data: the results, the test's name and the review in one round. The test is
 * named by the student's own attempts at it (kept by the API host, and naming the version they
 * sat, decision 0074); only without one (nothing submitted yet, or a failure) are the lists of the
 * kinds the results call serves asked, since the results answer does not say which kind the test
 * is. Failures become states the screen shows; only the results call can fail the screen.
 *
 * `withReview: false` (the server's render) leaves the review out: it would be most of the page
 * (41 KB of a reading test's 57), data to hydrate a dialog that is closed. The page then asks for
 * it once hydrated (decision 0098).
 */
export async function loadResultsPage(api: ApiFetch, testId: string, { withReview = true } = {}): Promise<ResultsPageData> {
  const [results, sat, review] = await Promise.all([
    loadResults(api, testId),
    api<MyAttempt[]>('/api/me/attempts').then(
      (attempts) => attempts.find((attempt) => attempt.testId === testId),
      () => undefined,
    ),
    withReview ? fetchTestReview(api, testId) : null,
  ])
  const test = sat ? { title: sat.title, kind: sat.kind } : await findTest(api, testId)
  return { results, test, review }
}

async function loadResults(api: ApiFetch, testId: string): Promise<ResultsOutcome> {
  try {
    return { status: 'ok', data: await api<ListeningResultsResponse>(`/api/listening-tests/${encodeURIComponent(testId)}/results`) }
  } catch (error) {
    // SPEC.md section 8: for listening results a 404 means no attempts.
    if (error instanceof ApiError && error.kind === 'HTTP_ERROR' && error.status === 404) return { status: 'none' }
    return { status: 'error', message: error instanceof Error ? error.message : String(error) }
  }
}

async function findTest(api: ApiFetch, testId: string): Promise<ResultsTest | undefined> {
  const lists = await Promise.allSettled(MARKED_KIND_LISTS.map(([, path]) => api<TestSummaryList>(path)))
  for (const list of lists) {
    const found = list.status === 'fulfilled' ? list.value.find((test) => test.id === testId) : undefined
    if (found) return { title: found.title, kind: found.kind }
  }
  return undefined
}

/** Where a student goes back to from a test's results: the hub that lists that kind of test. */
export function hubFor(kind: TestKind | undefined): { to: string; label: string } {
  if (kind === 'oet-reading') return { to: '/app/oetreading', label: 'Reading tests' }
  if (kind === 'oet-listening' || kind === 'listening') return { to: '/app/integration', label: 'Listening tests' }
  return { to: '/app/welcome', label: 'Home' }
}
