import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { ImportDocument } from '#shared/content/schema.ts'
import { mockKeyId } from '#shared/mock/mock.ts'
import { listeningOutline, readingOutline, type OutlineGroup } from '#shared/results/review-outline.ts'

/** The repository's root, and a sample test's import document by its folder under content/. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export async function sampleDocument(folder: string): Promise<ImportDocument> {
  return JSON.parse(await readFile(`${ROOT}content/${folder}/test.json`, 'utf8')) as ImportDocument
}

/** A group of a sample's review outline, with the key id of each of its questions (a mock's prefixed). */
export interface KeyedGroup extends OutlineGroup {
  keyIds: string[]
}

/** A sample's listening and reading questions as the review shows them, group by group. */
export function keyedOutline(document: ImportDocument): KeyedGroup[] {
  const keyed = (groups: OutlineGroup[], keyOf: (id: string) => string) =>
    groups.map((group) => ({ ...group, keyIds: group.questions.map((question) => keyOf(question.id)) }))
  switch (document.kind) {
    case 'listening':
    case 'oet-listening':
      return keyed(listeningOutline(document.content), (id) => id)
    case 'oet-reading':
      return keyed(readingOutline(document.content), (id) => id)
    case 'mock':
      return [
        ...(document.content.listening ? keyed(listeningOutline(document.content.listening), (id) => mockKeyId('listening', id)) : []),
        ...(document.content.reading ? keyed(readingOutline(document.content.reading), (id) => mockKeyId('reading', id)) : []),
      ]
    default:
      return []
  }
}
