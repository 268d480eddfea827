import { createHash } from 'node:crypto'
import { configure } from 'safe-stable-stringify'
import type { Db } from '../../db/client.ts'
import type { BlobStore } from '../../blob/store.ts'
import { badRequest, notFound } from '../../errors.ts'
import type { TestKind } from '#shared/contracts/test-kinds.ts'
import { validateImportDocument } from '#shared/contracts/validate-import.ts'
import { withoutTeaching } from '#shared/contracts/teaching.ts'
import { MEDIA_URL_PREFIX, mediaKey, mediaReferences } from './media.ts'
import { testsRepository, type TestRow } from './repository.ts'
import { summarise } from './summary.ts'

/**
 * A canonical JSON text (keys sorted), so the same document always hashes the same. Strict: an
 * imported document is plain JSON, so anything else is a bug to hear about, not text to hash.
 */
const canonical = configure({ strict: true })

export function testsService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  const repository = testsRepository(db)
  // Tests never change once imported, so each is read from the database once per process.
  const byId = new Map<string, TestRow>()
  // ...and its content for sitting it is worked out once per row, not per request.
  const forSitting = new WeakMap<TestRow, Record<string, unknown>>()

  async function find(id: string): Promise<TestRow | undefined> {
    const cached = byId.get(id)
    if (cached) return cached
    const row = await repository.findById(id)
    if (row) byId.set(id, row)
    return row
  }

  async function requireMediaStored(content: unknown) {
    for (const reference of mediaReferences(content)) {
      const key = reference.startsWith(MEDIA_URL_PREFIX) ? mediaKey(reference.slice(MEDIA_URL_PREFIX.length)) : null
      if (!key || !(await blobs.stat(key))) {
        throw badRequest(`Media ${reference} is not stored: upload it with POST /api/admin/media and use the URL it answers.`)
      }
    }
  }

  return {
    find,

    /** Validates and stores an import document; the same document twice is stored once. */
    async import(document: unknown): Promise<{ id: string; created: boolean }> {
      const validation = validateImportDocument(document)
      if (!validation.ok) throw badRequest(validation.message)
      const { kind, title, content, answerKey, scaling } = validation.value
      await requireMediaStored(content)
      const contentHash = createHash('sha256').update(canonical(validation.value)).digest('hex')
      return repository.insertOnce({ kind, title, content, answerKey, scaling: scaling ?? null, contentHash })
    },

    list: async (kind: TestKind) => (await repository.listByKind(kind)).map(summarise),

    /**
     * A test's content as a student sees it while sitting it: never its answer key, nor the
     * explanations and transcripts that would give the answers away (the review serves those).
     */
    async get(id: string, kinds: readonly TestKind[]) {
      const row = await find(id)
      if (!row || !kinds.includes(row.kind as TestKind)) throw notFound('No test with this id. It may have been removed; please pick one from the list.')
      let content = forSitting.get(row)
      if (!content) forSitting.set(row, (content = withoutTeaching(row.content as Record<string, unknown>)))
      return { id: row.id, kind: row.kind as TestKind, title: row.title, ...content }
    },
  }
}
export type TestsService = ReturnType<typeof testsService>
