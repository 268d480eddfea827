import type { WritingTest } from '#shared/writing/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'

/** GET /api/oet-writing-tests/{id}: the content of SPEC.md section 3 beside id and kind (its title is the content's). */
export type WritingTestContent = WritingTest & { id: string; kind: string }

const isText = (value: unknown) => typeof value === 'string'
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Everything the screen shows is there, in the shape it reads (SPEC.md section 8: "Test load failure or empty"). */
export function isWritingTest(value: unknown): value is WritingTestContent {
  if (!isObject(value) || value.kind !== 'oet-writing') return false
  if (![value.title, value.subTitle, value.instructions, value.writingPrompt].every(isText)) return false
  if (!Array.isArray(value.caseNotes)) return false
  return value.caseNotes.every(
    (note) =>
      isObject(note) &&
      isText(note.title) &&
      Array.isArray(note.subSections) &&
      note.subSections.every((sub) => isObject(sub) && isText(sub.label) && isText(sub.content)),
  )
}

/** The loader's answer: the test, or why it could not be had (shown in the page, not as a failed render). */
export type LoadedWritingTest = { test: WritingTestContent; failure?: undefined } | { test?: undefined; failure: string }

export async function loadWritingTest(api: ApiFetch, testId: string): Promise<LoadedWritingTest> {
  try {
    const test = await api<unknown>(`/api/oet-writing-tests/${encodeURIComponent(testId)}`)
    return isWritingTest(test) && test.writingPrompt.trim() !== '' ? { test } : { failure: WRITING_TEXTS.loadError }
  } catch (error) {
    // A 404, an unreachable API host, a time-out: the server's words when it has some.
    return { failure: error instanceof Error && error.message ? error.message : WRITING_TEXTS.loadError }
  }
}
