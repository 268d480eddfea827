import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { isSpeakingTest } from '#client/exam/speaking/role-cards.ts'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'

/** The loader's answer: the test, or why it could not be had (shown in the page, not as a failed render). */
export type LoadedSpeaking<T> = { test: T; failure?: undefined } | { test?: undefined; failure: string }

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : SPEAKING_TEXTS.loadError)

/**
 * GET /api/oet-speaking-tests/{id} and the parts of it this student already submitted (GET
 * /api/oet-speaking-tests/{id}/results). Without the second the test still runs from its first part.
 */
export async function loadSpeakingTest(api: ApiFetch, testId: string): Promise<LoadedSpeaking<SpeakingTest> & { submitted: number[] }> {
  const id = encodeURIComponent(testId)
  const [test, results] = await Promise.allSettled([
    api<unknown>(`/api/oet-speaking-tests/${id}`),
    api<Submission[]>(`/api/oet-speaking-tests/${id}/results`),
  ])
  const submitted =
    results.status === 'fulfilled' && Array.isArray(results.value)
      ? results.value.filter((item) => item.source === 'test' && item.mainCardNumber !== null).map((item) => item.mainCardNumber as number)
      : []
  if (test.status === 'rejected') return { failure: reasonOf(test.reason), submitted }
  return isSpeakingTest(test.value) ? { test: test.value, submitted } : { failure: SPEAKING_TEXTS.loadError, submitted }
}

/** A mock test's speaking section (GET /api/mock-tests/{id}): the mock speaking screen's content. */
export async function loadMockSpeaking(api: ApiFetch, testId: string): Promise<LoadedSpeaking<SpeakingTest>> {
  try {
    const mock = await api<{ speaking?: unknown }>(`/api/mock-tests/${encodeURIComponent(testId)}`)
    return isSpeakingTest(mock.speaking) ? { test: mock.speaking } : { failure: SPEAKING_TEXTS.loadError }
  } catch (error) {
    return { failure: reasonOf(error) }
  }
}
