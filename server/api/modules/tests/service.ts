import { createHash } from 'node:crypto'
import { configure } from 'safe-stable-stringify'
import type { Db } from '../../db/client.ts'
import type { BlobStore } from '../../blob/store.ts'
import { badRequest, conflict, notFound } from '../../errors.ts'
import type { TestFamilyList, TestVersionView } from '#shared/authoring/schema.ts'
import { isTestKind, TEST_KINDS, type TestKind } from '#shared/test-kinds/test-kinds.ts'
import { importProblems, validateImportDocument } from '#shared/content/validate-schema.ts'
import { usersRepository } from '../users/repository.ts'
import { withoutTeaching } from '#shared/content/teaching.ts'
import { MEDIA_URL_PREFIX, mediaKey, mediaReferences } from './media.ts'
import { testsRepository, type TestDocumentFields, type TestRow } from './repository.ts'
import { summarise } from './summary.ts'
import { PublishedLists } from './published-lists.ts'

/**
 * A canonical JSON text (keys sorted), so the same document always hashes the same. Strict: an
 * imported document is plain JSON, so anything else is a bug to hear about, not text to hash.
 */
const canonical = configure({ strict: true })

const NOT_A_DRAFT = 'This version is published and cannot change: press Edit on it to make a new draft.'
const SAVED_ELSEWHERE =
  'This draft was saved elsewhere (another tab, or another member of staff) since you opened it. Nothing here was saved: copy your changes, then reload to see the draft as saved.'
/** Work done in a preview of a draft stays with the staff member previewing it. */
export const PREVIEW_NOT_SENT = 'This is a preview of a draft test: nothing done in it is sent to the evaluators. Publish the test first.'
const NO_TEST = 'No test with this id. It may have been removed; please pick one from the list.'

/** The fields of a version as an import document, in the import's order. */
export const documentOf = (row: TestRow) => ({
  kind: row.kind as TestKind,
  title: row.title,
  content: row.content,
  answerKey: row.answerKey,
  ...(row.scaling ? { scaling: row.scaling } : {}),
})

/**
 * A draft as saved: anything with a known kind and a title, however unfinished the rest, so that
 * no work is lost; its problems are answered beside it, and publishing needs none.
 */
function draftFields(document: unknown, kind?: string): TestDocumentFields {
  const fields = (typeof document === 'object' && document !== null ? document : {}) as Record<string, unknown>
  if (!isTestKind(fields.kind)) throw badRequest('kind: must be one of the kinds of test (listening, oet-listening, oet-reading, oet-writing, oet-speaking, mock).')
  if (kind !== undefined && fields.kind !== kind) throw badRequest(`kind: a draft keeps its kind (${kind}); start a new test for another kind.`)
  if (typeof fields.title !== 'string' || fields.title.trim() === '' || fields.title.length > 200) {
    throw badRequest('title: give the test a title of 1 to 200 characters.')
  }
  const answerKey = fields.answerKey
  return {
    kind: fields.kind,
    title: fields.title,
    content: typeof fields.content === 'object' && fields.content !== null ? fields.content : {},
    answerKey: (typeof answerKey === 'object' && answerKey !== null && !Array.isArray(answerKey) ? answerKey : {}) as Record<string, string>,
    scaling: Array.isArray(fields.scaling) ? (fields.scaling as TestRow['scaling']) : null,
  }
}

export function testsService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  const repository = testsRepository(db)
  const users = usersRepository(db)
  // A published version never changes, so each is read from the database once per process
  // (its status may move on to retired, which nothing read from here depends on). Drafts change
  // as staff edit them: they are always read afresh.
  const byId = new Map<string, TestRow>()
  // ...and its content for sitting it is worked out once per row, not per request.
  // ...and sent as JSON text made once: an exam page's test is tens of kilobytes, asked on every load.
  const forSitting = new WeakMap<TestRow, string>()
  // The lists students pick from, kept until the published tests change (published-lists.ts).
  const lists = new PublishedLists(async (kind) => (await repository.listPublished(kind)).map(summarise))

  async function find(id: string): Promise<TestRow | undefined> {
    const cached = byId.get(id)
    if (cached) return cached
    const row = await repository.findById(id)
    if (row && row.status !== 'draft') byId.set(id, row)
    return row
  }

  /** A test this user may open or start: a draft only for staff and admins, who preview it. */
  async function findFor(id: string, userId: string): Promise<TestRow | undefined> {
    const row = await find(id)
    if (row?.status !== 'draft') return row
    const user = await users.findById(userId)
    return user && user.role !== 'student' ? row : undefined
  }

  async function requireDraft(id: string): Promise<TestRow> {
    const row = await repository.findById(id)
    if (!row) throw notFound(NO_TEST)
    if (row.status !== 'draft') throw conflict(NOT_A_DRAFT)
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

  /** A version with its problems, as the editor opens it. */
  const editorView = (row: TestRow): TestVersionView => ({
    id: row.id,
    familyId: row.familyId,
    version: row.version,
    status: row.status,
    revision: row.revision,
    document: documentOf(row),
    problems: importProblems(documentOf(row)),
  })

  return {
    find,
    findFor,
    /** Keeps the lists between calls, told of changes through the database; `stop` on close. */
    keepLists: (listen: Parameters<PublishedLists['keep']>[0]) => lists.keep(listen),
    stopKeepingLists: () => lists.stop(),

    /** Validates and stores an import document; the same document twice is stored once. */
    async import(document: unknown): Promise<{ id: string; created: boolean }> {
      const validation = validateImportDocument(document)
      if (!validation.ok) throw badRequest(validation.message)
      const { kind, title, content, answerKey, scaling } = validation.value
      await requireMediaStored(content)
      const contentHash = createHash('sha256').update(canonical(validation.value)).digest('hex')
      const stored = await repository.insertOnce({ kind, title, content, answerKey, scaling: scaling ?? null, contentHash })
      // The other replicas hear of it through the database; this one need not wait for that.
      if (stored.created) lists.drop()
      return stored
    },

    list: (kind: TestKind) => lists.list(kind),

    /** Every test with its versions, for the authoring list. */
    async versions(): Promise<TestFamilyList> {
      const families = new Map<string, TestFamilyList['items'][number]>()
      for (const row of await repository.listVersions()) {
        const family = families.get(row.familyId) ?? { familyId: row.familyId, versions: [] }
        family.versions.push({
          id: row.id,
          version: row.version,
          status: row.status,
          kind: row.kind as TestKind,
          title: row.title,
          createdAt: row.createdAt.toISOString(),
          publishedAt: row.publishedAt?.toISOString() ?? null,
        })
        families.set(row.familyId, family)
      }
      // By kind, in the kinds' own order, then by the newest version's title: how staff look for a test.
      const place = (family: TestFamilyList['items'][number]) => TEST_KINDS.indexOf(family.versions[0]!.kind)
      const items = [...families.values()].sort((a, b) => place(a) - place(b) || a.versions[0]!.title.localeCompare(b.versions[0]!.title))
      return { items }
    },

    async open(id: string) {
      const row = await repository.findById(id)
      if (!row) throw notFound(NO_TEST)
      return editorView(row)
    },

    /** A new test, as a draft, from whatever the author has so far. */
    async createDraft(document: unknown) {
      const id = await repository.insertDraft(draftFields(document))
      return editorView((await repository.findById(id))!)
    },

    /** The draft of a test: its own if it is one, else the test's draft or a new one copying this version. */
    async draftFrom(id: string) {
      const row = await repository.findById(id)
      if (!row) throw notFound(NO_TEST)
      if (row.status === 'draft') return { created: false, ...editorView(row) }
      const { id: draftId, created } = await repository.draftOf(row)
      return { created, ...editorView((await repository.findById(draftId))!) }
    },

    /** Saves a draft; with the revision the editor opened, a save made from a stale copy is refused. */
    async saveDraft(id: string, document: unknown, revision?: number) {
      const draft = await requireDraft(id)
      const { kind: _kind, ...fields } = draftFields(document, draft.kind)
      if (!(await repository.updateDraft(id, fields, revision))) {
        throw conflict((await repository.findById(id))?.status === 'draft' ? SAVED_ELSEWHERE : NOT_A_DRAFT)
      }
      return editorView((await repository.findById(id))!)
    },

    /** Publishes a draft that passes the import's checks; the version it replaces is retired. */
    async publish(id: string) {
      const draft = await requireDraft(id)
      const validation = validateImportDocument(documentOf(draft))
      if (!validation.ok) throw badRequest(`This draft cannot be published yet: ${validation.message}`)
      await requireMediaStored(draft.content)
      if (!(await repository.publish(id, draft.familyId))) throw conflict(NOT_A_DRAFT)
      lists.drop()
      return editorView((await repository.findById(id))!)
    },

    async discardDraft(id: string) {
      await requireDraft(id)
      if (!(await repository.discardDraft(id))) throw conflict(NOT_A_DRAFT)
    },

    /**
     * A test's content as a student sees it while sitting it, as JSON text: never its answer key,
     * nor the explanations and transcripts that would give the answers away (the review serves those).
     */
    async get(id: string, kinds: readonly TestKind[], userId: string): Promise<string> {
      const row = await findFor(id, userId)
      if (!row || !kinds.includes(row.kind as TestKind)) throw notFound('No test with this id. It may have been removed; please pick one from the list.')
      let json = forSitting.get(row)
      if (json === undefined) {
        json = JSON.stringify({ id: row.id, kind: row.kind, title: row.title, ...withoutTeaching(row.content as Record<string, unknown>) })
        forSitting.set(row, json)
      }
      return json
    },
  }
}
export type TestsService = ReturnType<typeof testsService>
