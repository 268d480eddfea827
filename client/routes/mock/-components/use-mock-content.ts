import { useEffect, useState } from 'react'
import type { MockTest } from '#shared/mock/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { loadMockTest, type MockLoad } from './load-mock-test.ts'
import { MOCK_TEXTS } from './texts.ts'

/** The mock's sections as the exam needs them: coming, had, or why they could not be had. */
export type MockContent = { status: 'loading' } | { status: 'ok'; content: MockTest } | { status: 'failed'; reason: string }

/** A call asked longer ago than this is not taken up: a later visit to the mock asks afresh. */
const FRESH_MS = 10_000
/** Calls asked by a render, by mock, until the exam's effect takes them up. */
const asked = new Map<string, { at: number; call: Promise<MockLoad> }>()

/**
 * The sections the loader brought, or, in a page the server rendered (which goes without them,
 * load-mock-test.ts), the sections asked as the page first renders in the browser: on a slow
 * phone the call then travels while React hydrates, beside the attempt's start (start-call.ts),
 * which the exam waits for anyway. A render done again finds the call it sent.
 */
export function useMockContent(api: ApiFetch, testId: string, loaded: MockTest | null): MockContent {
  if (!loaded && typeof window !== 'undefined') askOnce(api, testId)
  const [fetched, setFetched] = useState<MockContent>({ status: 'loading' })
  useEffect(() => {
    if (loaded) return
    const call = askOnce(api, testId)
    asked.delete(testId)
    let current = true
    void call.then(({ test, failure }) => {
      if (!current) return
      setFetched(test?.content ? { status: 'ok', content: test.content } : { status: 'failed', reason: failure ?? MOCK_TEXTS.loadError })
    })
    return () => {
      current = false
    }
  }, [api, testId, loaded])
  return loaded ? { status: 'ok', content: loaded } : fetched
}

function askOnce(api: ApiFetch, testId: string): Promise<MockLoad> {
  const earlier = asked.get(testId)
  if (earlier && Date.now() - earlier.at < FRESH_MS) return earlier.call
  const call = loadMockTest(api, testId)
  asked.set(testId, { at: Date.now(), call })
  return call
}
