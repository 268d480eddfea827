import type { ReadingTest } from '#shared/reading/schema.ts'
import { PART_NAMES, type PartName } from '#shared/reading/reading.ts'
import { partQuestionIds } from '#shared/qtypes/index.ts'
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

/** What the start panel shows of a test: its name, and each part's texts and questions. */
export interface ReadingStart {
  name: string
  parts: { part: PartName; texts: number; questions: number }[]
}

export const readingStartOf = (test: ReadingTestContent): ReadingStart => ({
  name: test.heading || test.title,
  parts: PART_NAMES.map((part) => ({ part, texts: test[part].readingTexts.length, questions: partQuestionIds(test[part]).length })),
})

/**
 * The loader's answer: the test, or why it could not be had (shown in the page, not as a failed
 * render), or, in a page the server rendered, only what its start panel shows.
 */
export type LoadedReadingTest =
  | { test: ReadingTestContent; failure?: undefined; start?: undefined }
  | { test?: undefined; failure: string; start?: undefined }
  | { test?: undefined; failure?: undefined; start: ReadingStart }

/**
 * `withContent: false` (the server's render) keeps the test out of the answer but for what the
 * start panel shows: the rest is wanted only once the student starts, and it is most of the page
 * (35 KB of the sample test's 40). The browser asks for it as the page first renders (decision 0098).
 */
export async function loadReadingTest(api: ApiFetch, testId: string, { withContent = true } = {}): Promise<LoadedReadingTest> {
  try {
    const test = await api<unknown>(`/api/oet-reading-tests/${encodeURIComponent(testId)}`)
    if (!isReadingTest(test)) return { failure: ERROR_TEXT }
    return withContent ? { test } : { start: readingStartOf(test) }
  } catch (error) {
    // A 404, an unreachable API host, a time-out: the server's words when it has some.
    return { failure: error instanceof Error && error.message ? error.message : ERROR_TEXT }
  }
}
