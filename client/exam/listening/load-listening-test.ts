import type { ListeningTest } from '#shared/listening/schema.ts'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'

/** The two kinds of test the listening screen runs (both content forms serve either kind). */
export type ListeningKind = 'oet-listening' | 'listening'

export interface LoadedListeningTest {
  id: string
  kind: ListeningKind
  title: string
  content: ListeningTest
}

/** GET /api/{oet-listening|listening}-tests/{id} answers id, kind and title beside the content's parts. */
type ServedTest = { id: string; kind: string; title: string } & Record<string, unknown>

const PATHS: Record<ListeningKind, string> = {
  'oet-listening': '/api/oet-listening-tests/',
  listening: '/api/listening-tests/',
}

/**
 * The test a listening screen shows. The URL does not say which kind it is, so the OET path is
 * asked first (most tests are OET ones) and a 404 there falls through to the general path; any
 * other failure, or an answer that is not a listening test, is the loader's error.
 */
export async function loadListeningTest(api: ApiFetch, testId: string): Promise<LoadedListeningTest> {
  const id = encodeURIComponent(testId)
  let served: ServedTest
  try {
    served = await api<ServedTest>(PATHS['oet-listening'] + id)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    served = await api<ServedTest>(PATHS.listening + id)
  }
  const { id: servedId, kind, title, ...content } = served
  if ((kind !== 'oet-listening' && kind !== 'listening') || !isListeningContent(content)) {
    throw new Error('This test has no listening content.')
  }
  return { id: servedId, kind, title, content }
}

/** The shape check the screen relies on: three parts, each an object (the server validated the rest). */
function isListeningContent(content: Record<string, unknown>): content is ListeningTest {
  return ['partA', 'partB', 'partC'].every((part) => typeof content[part] === 'object' && content[part] !== null)
}

/** SPEC.md section 7: the answer key of either kind. */
export const answerKeyPath = (kind: ListeningKind, testId: string): string =>
  `${PATHS[kind]}${encodeURIComponent(testId)}/answer-key`
