import type { ReadingTest } from '#shared/reading/schema.ts'
import { PART_NAMES } from '#shared/reading/reading.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { ERROR_TEXT } from '#client/exam/reading/texts.ts'

/** GET /api/oet-reading-tests/{id}: the content of SPEC.md section 3 beside id, kind and title. */
export type ReadingTestContent = ReadingTest & { id: string; kind: string; title: string }

const isList = (value: unknown) => Array.isArray(value)

/** The parts the screen walks through are all there, each with its lists (SPEC.md section 8: "Test load failure or empty"). */
export function isReadingTest(value: unknown): value is ReadingTestContent {
  if (typeof value !== 'object' || value === null) return false
  const test = value as Record<string, unknown>
  return PART_NAMES.every((name) => {
    const part = test[name] as Record<string, unknown> | undefined
    return (
      typeof part === 'object' &&
      part !== null &&
      isList(part.readingTexts) &&
      isList(part.mcqQuestions) &&
      isList(part.noteCompletionQuestions) &&
      isList(part.sentenceCompletionQuestions)
    )
  })
}

/** The loader's answer: the test, or why it could not be had (shown in the page, not as a failed render). */
export type LoadedReadingTest = { test: ReadingTestContent; failure?: undefined } | { test?: undefined; failure: string }

export async function loadReadingTest(api: ApiFetch, testId: string): Promise<LoadedReadingTest> {
  try {
    const test = await api<unknown>(`/api/oet-reading-tests/${encodeURIComponent(testId)}`)
    return isReadingTest(test) ? { test } : { failure: ERROR_TEXT }
  } catch (error) {
    // A 404, an unreachable API host, a time-out: the server's words when it has some.
    return { failure: error instanceof Error && error.message ? error.message : ERROR_TEXT }
  }
}
