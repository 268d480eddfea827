import t from 'tap'
import { randomUUID } from 'node:crypto'
import type { ImportDocument } from '#shared/content/schema.ts'
import { sampleDocument, SAMPLE_IMPORT_DOCUMENTS } from '#shared/content/import-samples.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { bearer, importedId, makeOgg, scratch, storedMediaUrl, userToken, UUID, withMedia, type Api } from './tests-fixtures.ts'

const PATHS: Record<TestKind, string> = {
  listening: '/api/listening-tests',
  'oet-listening': '/api/oet-listening-tests',
  'oet-reading': '/api/oet-reading-tests',
  'oet-writing': '/api/oet-writing-tests',
  'oet-speaking': '/api/oet-speaking-tests',
  mock: '/api/mock-tests',
}

/** One sample per kind, and what its list row shows besides id, kind and title. */
const SAMPLES: { name: keyof typeof SAMPLE_IMPORT_DOCUMENTS; parts?: string[]; questionCount: number }[] = [
  { name: 'listeningStandalone', parts: ['partA', 'partB', 'partC'], questionCount: 9 },
  { name: 'oetListeningExtract', parts: ['partA', 'partB', 'partC'], questionCount: 6 },
  { name: 'oetReading', parts: ['partA', 'partB', 'partC'], questionCount: 3 },
  { name: 'oetWriting', questionCount: 0 },
  { name: 'oetSpeaking', questionCount: 0 },
  { name: 'mock', parts: ['listening', 'reading', 'writing', 'speaking'], questionCount: 9 },
]

const get = (app: Api, url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })

const backend = HTTP_BACKEND

const dirs = scratch(t)
const app = await buildTestApi(t, backend, { BLOB_DIR: dirs.blobs })
const staff = await userToken(app, 'staff')
const student = await userToken(app)
const tone = await makeOgg(dirs.files)
const audio = await storedMediaUrl(app, staff, tone.bytes)

// Every sample imported, its recordings pointing at the stored tone.
const imported: ((typeof SAMPLES)[number] & { document: ImportDocument; id: string })[] = []
for (const sample of SAMPLES) {
  const document = withMedia(sampleDocument(sample.name), audio)
  imported.push({ ...sample, document, id: await importedId(app, staff, document) })
}

t.test('every list and get call needs a token', async (t) => {
  for (const { document, id } of imported) {
    const path = PATHS[document.kind]
    for (const url of [path, `${path}/${id}`]) {
      const res = await get(app, url)
      t.equal(res.statusCode, 401, url)
      t.same(res.json(), { statusCode: 401, error: 'Unauthorized', code: 'NOT_LOGGED_IN', message: 'Please log in.' }, url)
    }
  }
})

t.test('each list call lists only its own kind, with what a picker needs', async (t) => {
  for (const { document, id, parts, questionCount } of imported) {
    const res = await get(app, PATHS[document.kind], student)
    t.equal(res.statusCode, 200, document.kind)
    const list = res.json()
    t.equal(list.length, 1, `${document.kind}: only the test of this kind`)
    const [row] = list
    t.same(Object.keys(row).sort(), ['durationMinutes', 'id', 'kind', ...(parts ? ['parts'] : []), 'questionCount', 'title'].sort())
    t.match(row, { id, kind: document.kind, title: document.title, questionCount }, document.kind)
    t.match(row.id, UUID)
    if (parts) t.same(row.parts, parts, `${document.kind}: its parts in order`)
    t.ok(Number.isInteger(row.durationMinutes) && row.durationMinutes > 0, `${document.kind}: a length in minutes`)
  }
})

t.test('a list of a kind with no tests is empty', async (t) => {
  const fresh = await buildTestApi(t, backend, { BLOB_DIR: t.testdir() })
  const token = await userToken(fresh)
  for (const path of Object.values(PATHS)) {
    const res = await get(fresh, path, token)
    t.equal(res.statusCode, 200, path)
    t.same(res.json(), [], path)
  }
})

t.test('each get call answers the content fields and never the answer key', async (t) => {
  for (const { document, id } of imported) {
    const res = await get(app, `${PATHS[document.kind]}/${id}`, student)
    t.equal(res.statusCode, 200, document.kind)
    const body = res.json()
    // The content's own fields are served as they are (a writing or speaking task's own title among them).
    t.same(body, { id, kind: document.kind, title: document.title, ...document.content }, document.kind)
    t.notOk('answerKey' in body, `${document.kind}: no answerKey property`)
    t.notOk('scaling' in body || 'contentHash' in body, `${document.kind}: nothing but content`)
    for (const key of Object.values(document.answerKey)) {
      t.notOk(res.body.includes(key), `${document.kind}: the key text "${key}" appears nowhere`)
    }
  }
})

t.test('the content names recordings the student can fetch', async (t) => {
  const { document, id } = imported.find((sample) => sample.name === 'oetListeningExtract')!
  const body = (await get(app, `${PATHS[document.kind]}/${id}`, student)).json()
  t.equal(body.partA.extracts[0].audioURL, audio)
  const media = await get(app, audio, student)
  t.equal(media.statusCode, 200)
  t.same(media.rawPayload, tone.bytes)
})

t.test('a test of another kind at the wrong path is not found', async (t) => {
  const kinds = Object.keys(PATHS) as TestKind[]
  for (const { document, id } of imported) {
    for (const other of kinds.filter((kind) => kind !== document.kind)) {
      const res = await get(app, `${PATHS[other]}/${id}`, student)
      t.equal(res.statusCode, 404, `${document.kind} at ${PATHS[other]}`)
      t.match(res.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: /No test with this id/ })
    }
  }
})

t.test('an unknown id is 404, an id that is not a uuid is 400 with a message', async (t) => {
  for (const path of Object.values(PATHS)) {
    const unknown = await get(app, `${path}/${randomUUID()}`, student)
    t.equal(unknown.statusCode, 404, path)
    t.match(unknown.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: /No test with this id/ })
    const bad = await get(app, `${path}/not-a-uuid`, student)
    t.equal(bad.statusCode, 400, path)
    t.same(bad.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'params.id is not a valid uuid.' }, path)
  }
})
