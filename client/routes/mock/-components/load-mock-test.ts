import type { MockTest } from '#shared/mock/schema.ts'
import { MOCK_SECTIONS } from '#shared/mock/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { MOCK_TEXTS } from './texts.ts'

export interface LoadedMockTest {
  title: string
  content: MockTest
}

/** The loader's answer: the test, or why it could not be had (a state of the page, not a failed render). */
export type MockLoad = { test: LoadedMockTest; failure: null } | { test: null; failure: string }

/** GET /api/mock-tests/{id}: the mock's sections (never its key), or "Error loading test" with the server's reason. */
export async function loadMockTest(api: ApiFetch, testId: string): Promise<MockLoad> {
  try {
    const answer = await api<{ title?: unknown } & Record<string, unknown>>(`/api/mock-tests/${encodeURIComponent(testId)}`)
    const content = Object.fromEntries(MOCK_SECTIONS.filter((section) => answer[section]).map((section) => [section, answer[section]])) as MockTest
    if (Object.keys(content).length === 0) return { test: null, failure: MOCK_TEXTS.loadError }
    return { test: { title: typeof answer.title === 'string' ? answer.title : 'Mock test', content }, failure: null }
  } catch (error) {
    return { test: null, failure: error instanceof Error && error.message ? error.message : MOCK_TEXTS.loadError }
  }
}
