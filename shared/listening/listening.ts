import type { ListeningExtractTest, ListeningTest } from '#shared/listening/schema.ts'

/** Telling a listening test's form from its content (no TypeBox: its schemas are in schema.ts beside it). */

export type ListeningForm = 'standalone' | 'extract'

/** Which form a listening test is in. */
export function listeningTestForm(test: ListeningTest): ListeningForm {
  return isExtractListeningTest(test) ? 'extract' : 'standalone'
}

export function isExtractListeningTest(test: ListeningTest): test is ListeningExtractTest {
  return typeof test.partA === 'object' && test.partA !== null && 'extracts' in test.partA
}
