import type { MockTest } from '#shared/mock/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { useBrowserLoad } from '#client/lib/exam/browser-load.ts'
import { loadMockTest } from './load-mock-test.ts'
import { MOCK_TEXTS } from './texts.ts'

/** The mock's sections as the exam needs them: coming, had, or why they could not be had. */
export type MockContent = { status: 'loading' } | { status: 'ok'; content: MockTest } | { status: 'failed'; reason: string }

/**
 * The sections the loader brought, or, in a page the server rendered (which goes without them,
 * load-mock-test.ts), the sections asked as the page first renders in the browser, beside the
 * attempt's start, which the exam waits for anyway.
 */
export function useMockContent(api: ApiFetch, testId: string, loaded: MockTest | null): MockContent {
  const load = useBrowserLoad(`mock:${testId}`, loaded ?? undefined, async () => {
    const { test, failure } = await loadMockTest(api, testId)
    return test?.content ?? failure ?? MOCK_TEXTS.loadError
  })
  if (load.status === 'loading') return load
  return typeof load.value === 'string' ? { status: 'failed', reason: load.value } : { status: 'ok', content: load.value }
}
