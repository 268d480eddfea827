import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { ImportDocument } from '#shared/content/schema.ts'
import type { TestContent } from '#shared/content/schema.ts'
import { keyedOutline, type KeyedGroup } from '#shared/results/review-outline.ts'

/** The repository's root, and a sample test's import document by its folder under content/. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export async function sampleDocument(folder: string): Promise<ImportDocument> {
  return JSON.parse(await readFile(`${ROOT}content/${folder}/test.json`, 'utf8')) as ImportDocument
}

/** A sample's listening and reading questions as the review shows them, group by group, with their key ids. */
export const sampleOutline = (document: ImportDocument): KeyedGroup[] => keyedOutline(document as TestContent)
