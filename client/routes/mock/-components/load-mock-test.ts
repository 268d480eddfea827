import type { MockTest } from '#shared/mock/schema.ts'
import { MOCK_SECTIONS } from '#shared/mock/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { MOCK_TEXTS } from './texts.ts'

export interface LoadedMockTest {
  title: string
  /** Null in a page the server rendered: the browser asks for the sections once hydrated. */
  content: MockTest | null
}

/** The loader's answer: the test, or why it could not be had (a state of the page, not a failed render). */
export type MockLoad = { test: LoadedMockTest; failure: null } | { test: null; failure: string }

/**
 * GET /api/mock-tests/{id}: the mock's sections (never its key), or "Error loading test" with the
 * server's reason.
 *
 * `withContent: false` (the server's render) keeps the sections out of the answer. The page first
 * shows "Loading..." while the attempt starts, which needs none of them, and they are most of the
 * page (48 KB of the sample mock's 55). The browser asks for them as it hydrates (decision 0098).
 */
export async function loadMockTest(api: ApiFetch, testId: string, { withContent = true } = {}): Promise<MockLoad> {
  try {
    const answer = await api<{ title?: unknown } & Record<string, unknown>>(`/api/mock-tests/${encodeURIComponent(testId)}`)
    const content = Object.fromEntries(MOCK_SECTIONS.filter((section) => answer[section]).map((section) => [section, answer[section]])) as MockTest
    if (Object.keys(content).length === 0) return { test: null, failure: MOCK_TEXTS.loadError }
    return { test: { title: typeof answer.title === 'string' ? answer.title : 'Mock test', content: withContent ? content : null }, failure: null }
  } catch (error) {
    return { test: null, failure: error instanceof Error && error.message ? error.message : MOCK_TEXTS.loadError }
  }
}
