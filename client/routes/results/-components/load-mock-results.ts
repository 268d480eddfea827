import type { MockResultsResponse } from '#shared/mock/results-schema.ts'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { TEXT } from '#client/components/results/mock-results-format.ts'

/** What the results call gave: the attempts, or the message to show (the server's, else the spec's). */
export type MockResultsOutcome = { status: 'ok'; data: MockResultsResponse } | { status: 'error'; message: string }

export async function loadMockResults(api: ApiFetch, testId: string): Promise<MockResultsOutcome> {
  try {
    return { status: 'ok', data: await api<MockResultsResponse>(`/api/mock-tests/${encodeURIComponent(testId)}/results`) }
  } catch (error) {
    // SPEC.md section 8: the server's message, or "Error fetching results." when it sent none.
    const message = error instanceof ApiError && error.kind === 'HTTP_ERROR' ? error.message : TEXT.fetchError
    return { status: 'error', message }
  }
}
