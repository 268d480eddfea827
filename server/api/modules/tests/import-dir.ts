import { readdir, readFile, stat } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import type { Db } from '../../db/client.ts'
import type { BlobStore } from '../../blob/store.ts'
import { HttpError } from '../../errors.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { validateImportDocument } from '#shared/content/validate-schema.ts'
import { storeDocumentMedia } from './media.ts'
import { testsService, type TestsService } from './service.ts'

/** What became of one document: its line in the CLI's output and in the host's log. */
export type ImportOutcome =
  | { file: string; status: 'imported' | 'unchanged'; id: string; title: string; kind: TestKind }
  | { file: string; status: 'refused'; message: string }

/** A pino logger fits; the CLI passes one that prints the message alone. */
export interface ImportLog {
  info(fields: Record<string, unknown>, message: string): void
  warn(fields: Record<string, unknown>, message: string): void
}

export function describeOutcome(outcome: ImportOutcome): string {
  switch (outcome.status) {
    case 'imported':
      return `imported ${outcome.title} (${outcome.kind}) as ${outcome.id}`
    case 'unchanged':
      return `unchanged ${outcome.title} (already imported)`
    case 'refused':
      return `refused ${outcome.file}: ${outcome.message}`
  }
}

/** In a content tree each test is a folder holding its document, `test.json`, beside its media. */
export const DOCUMENT_NAME = 'test.json'

/**
 * The import documents at a path: the file itself, or every test.json under a directory
 * (recursively, in a stable sorted order; hidden entries skipped). Other JSON files in the tree,
 * such as the parts a mock is built from, are not documents.
 */
export async function contentFiles(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path]
  const entries = await readdir(path, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name === DOCUMENT_NAME)
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(path, file).split(sep).some((part) => part.startsWith('.')))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * Imports one document from disk: validates it, stores the media it names by relative path
 * (beside it), then imports it through the same service as POST /api/admin/tests. A document
 * that is refused stores nothing in the database.
 */
export async function importContentFile(file: string, { tests, blobs }: { tests: TestsService; blobs: BlobStore }): Promise<ImportOutcome> {
  const refused = (message: string): ImportOutcome => ({ file, status: 'refused', message })
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    return refused(`not a readable JSON document (${(error as Error).message})`)
  }
  // Checked before any media is stored, so that a broken document leaves nothing behind.
  const validation = validateImportDocument(document)
  if (!validation.ok) return refused(validation.message)
  const { kind, title } = validation.value
  let withUrls: unknown
  try {
    withUrls = await storeDocumentMedia(validation.value, dirname(file), blobs)
  } catch (error) {
    return refused((error as Error).message)
  }
  try {
    const { id, created } = await tests.import(withUrls)
    return { file, status: created ? 'imported' : 'unchanged', id, title, kind }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return refused(error.message)
    throw error
  }
}

/**
 * Imports one document, or every document under a directory (npm run content:import, and the
 * API host's first start with content/). Importing twice adds nothing: each document answers
 * `unchanged` the second time.
 */
export async function importContentDir(
  path: string,
  { db, blobs, log }: { db: Db; blobs: BlobStore; log?: ImportLog },
): Promise<ImportOutcome[]> {
  const tests = testsService({ db, blobs })
  const outcomes: ImportOutcome[] = []
  for (const file of await contentFiles(path)) {
    const outcome = await importContentFile(file, { tests, blobs })
    outcomes.push(outcome)
    if (outcome.status === 'refused') log?.warn({ file, status: outcome.status }, describeOutcome(outcome))
    else log?.info({ file, status: outcome.status, testId: outcome.id, kind: outcome.kind }, describeOutcome(outcome))
  }
  return outcomes
}
