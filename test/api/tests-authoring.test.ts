import t, { type Test } from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { TestVersionView } from '#shared/authoring/schema.ts'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { startedId, submit } from './attempts-helper.ts'
import { bearer, importTest, scratch, testRowCount, userToken, UUID, type Api } from './tests-fixtures.ts'

/** Staff write tests in the browser through these calls (docs/decisions/0074). */

const backend = HTTP_BACKEND

const call = (app: Api, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) })

async function world(t: Test) {
  const app = await buildTestApi(t, backend, { BLOB_DIR: scratch(t).blobs })
  return { app, staff: await userToken(app, 'staff'), student: await userToken(app) }
}

/** A reading draft with every question keyed "right": valid, ready to publish. */
function readingDraft(title = 'Reading drafted in the browser') {
  const document = sampleDocument('oetReading')
  return { ...document, title, answerKey: Object.fromEntries(Object.keys(document.answerKey).map((id) => [id, 'Yes'])) }
}

t.test('a draft is saved however unfinished, with each problem at its field, and students never see it', async (t) => {
  const { app, staff, student } = await world(t)
  const unfinished = { kind: 'oet-reading', title: 'Half written', content: { partA: {} }, answerKey: {} }
  const created = await call(app, staff, 'POST', '/api/admin/tests/drafts', unfinished)
  t.equal(created.statusCode, 201)
  const draft = created.json() as TestVersionView
  t.match(draft, { id: UUID, version: 1, status: 'draft', document: unfinished })
  t.ok(draft.problems.length > 1, `several problems at once (${draft.problems.length})`)
  t.ok(
    draft.problems.some((problem) => problem.path.startsWith('/content/partA/')),
    'a problem inside Part A names its field',
  )

  t.equal((await call(app, student, 'GET', `/api/oet-reading-tests/${draft.id}`)).statusCode, 404, 'a student cannot open a draft')
  t.same((await call(app, student, 'GET', '/api/oet-reading-tests')).json(), [], 'nor find it listed')
  t.equal((await call(app, student, 'POST', '/api/attempts', { testId: draft.id, mode: 'practice' })).statusCode, 404, 'nor start it')
  t.equal((await call(app, student, 'GET', '/api/admin/tests')).statusCode, 403, 'nor list versions')
  t.equal((await call(app, student, 'PUT', `/api/admin/tests/${draft.id}`, readingDraft())).statusCode, 403, 'nor save one')

  const published = await call(app, staff, 'POST', `/api/admin/tests/${draft.id}/publish`)
  t.equal(published.statusCode, 400, 'an unfinished draft is not published')
  t.match(published.json().message, /^This draft cannot be published yet: \/content\//)
  t.equal((await call(app, staff, 'GET', `/api/admin/tests/${draft.id}`)).json().status, 'draft', 'and stays a draft')

  const saved = await call(app, staff, 'PUT', `/api/admin/tests/${draft.id}`, readingDraft())
  t.equal(saved.statusCode, 200)
  t.same(saved.json().problems, [], 'a finished draft has no problems')
})

t.test('a draft needs a known kind and a title, and keeps its kind', async (t) => {
  const { app, staff } = await world(t)
  const noKind = await call(app, staff, 'POST', '/api/admin/tests/drafts', { title: 'x' })
  t.equal(noKind.statusCode, 400)
  t.match(noKind.json().message, /^kind: /)
  const noTitle = await call(app, staff, 'POST', '/api/admin/tests/drafts', { kind: 'oet-writing', title: ' ' })
  t.match(noTitle.json(), { statusCode: 400, message: /^title: / })
  const draft = (await call(app, staff, 'POST', '/api/admin/tests/drafts', readingDraft())).json() as TestVersionView
  const otherKind = await call(app, staff, 'PUT', `/api/admin/tests/${draft.id}`, { ...sampleDocument('oetWriting') })
  t.match(otherKind.json(), { statusCode: 400, message: /keeps its kind \(oet-reading\)/ })
  t.equal(await testRowCount(app), 1, 'nothing but the one draft was stored')
})

t.test('editing a published test makes a new version; an earlier attempt keeps its own version and key', async (t) => {
  const { app, staff, student } = await world(t)
  const first = (await call(app, staff, 'POST', '/api/admin/tests/drafts', readingDraft('Reading, first version'))).json() as TestVersionView
  t.equal((await call(app, staff, 'POST', `/api/admin/tests/${first.id}/publish`)).json().status, 'published')
  const listed = (await call(app, student, 'GET', '/api/oet-reading-tests')).json() as { id: string; title: string }[]
  t.same(listed.map((test) => test.id), [first.id], 'students see the published version')

  const attemptId = await startedId(app, student, first.id, { mode: 'practice' })
  const answers = Object.fromEntries(Object.keys(readingDraft().answerKey).map((id) => [id, 'Yes']))
  const sat = await submit(app, student, first.id, answers, { attemptId })
  t.equal(sat.json().correctAnswers, 3, 'every answer right under version 1')

  t.equal((await call(app, staff, 'PUT', `/api/admin/tests/${first.id}`, readingDraft())).statusCode, 409, 'a published version cannot change')
  const edit = await call(app, staff, 'POST', `/api/admin/tests/${first.id}/draft`)
  t.equal(edit.statusCode, 201)
  const second = edit.json() as TestVersionView
  t.match(second, { version: 2, status: 'draft', familyId: first.familyId })
  t.not(second.id, first.id)
  const again = await call(app, staff, 'POST', `/api/admin/tests/${first.id}/draft`)
  t.equal(again.statusCode, 200, 'pressing Edit again opens the same draft')
  t.equal(again.json().id, second.id)

  const changedKey = { ...readingDraft('Reading, second version'), answerKey: { 1: 'No', 2: 'Yes', 3: 'Yes' } }
  t.equal((await call(app, staff, 'PUT', `/api/admin/tests/${second.id}`, changedKey)).statusCode, 200)
  t.same(
    (await call(app, student, 'GET', '/api/oet-reading-tests')).json().map((test: { title: string }) => test.title),
    ['Reading, first version'],
    'until it is published, students go on seeing version 1',
  )
  t.equal((await call(app, staff, 'POST', `/api/admin/tests/${second.id}/publish`)).json().status, 'published')
  t.same(
    (await call(app, student, 'GET', '/api/oet-reading-tests')).json().map((test: { id: string }) => test.id),
    [second.id],
    'students see version 2 only',
  )
  t.equal((await call(app, staff, 'GET', `/api/admin/tests/${first.id}`)).json().status, 'retired')

  const earlier = await call(app, student, 'GET', `/api/listening-tests/${first.id}/results`)
  t.equal(earlier.statusCode, 200)
  const [result] = (earlier.json() as { results: { correctAnswers: number; review: { questionId: string; isCorrect: boolean; correctAnswer: string }[] }[] }).results
  t.equal(result!.correctAnswers, 3, "the earlier attempt's score stands")
  t.same(
    result!.review.map((item) => [item.questionId, item.isCorrect, item.correctAnswer]),
    [['1', true, 'Yes'], ['2', true, 'Yes'], ['3', true, 'Yes']],
    "and its review shows version 1's key",
  )

  const versions = (await call(app, staff, 'GET', '/api/admin/tests')).json()
  t.match(versions.items, [{ familyId: first.familyId, versions: [{ version: 2, status: 'published' }, { version: 1, status: 'retired' }] }])
})

t.test('two tabs on one draft: a save made from a stale copy is refused and changes nothing', async (t) => {
  const { app, staff } = await world(t)
  const draft = (await call(app, staff, 'POST', '/api/admin/tests/drafts', readingDraft('Opened in two tabs'))).json() as TestVersionView
  t.equal(draft.revision, 1)
  const first = await call(app, staff, 'PUT', `/api/admin/tests/${draft.id}?revision=1`, readingDraft('Saved in the first tab'))
  t.equal(first.statusCode, 200, first.body)
  t.equal(first.json().revision, 2, 'a save moves the revision on')
  const stale = await call(app, staff, 'PUT', `/api/admin/tests/${draft.id}?revision=1`, readingDraft('Saved in the second tab'))
  t.equal(stale.statusCode, 409)
  t.match(stale.json().message, /^This draft was saved elsewhere \(another tab, or another member of staff\) since you opened it\. Nothing here was saved/)
  t.equal((await call(app, staff, 'GET', `/api/admin/tests/${draft.id}`)).json().document.title, 'Saved in the first tab', "the first tab's save stands")
  t.equal((await call(app, staff, 'PUT', `/api/admin/tests/${draft.id}?revision=2`, readingDraft('Reloaded, then saved'))).statusCode, 200)
  const hostile = await call(app, staff, 'PUT', `/api/admin/tests/${draft.id}`, { ...readingDraft('Nul\u0000 and a lone \ud83d'), content: 'not an object' })
  t.equal(hostile.statusCode, 200, 'hostile text and a wrong type are kept as a draft with its problems, never a 500')
  t.equal(hostile.json().document.title, 'Nul\ufffd and a lone \ufffd')
  t.ok(hostile.json().problems.length > 0)
})

t.test('a draft is discarded; a published version is not', async (t) => {
  const { app, staff } = await world(t)
  const draft = (await call(app, staff, 'POST', '/api/admin/tests/drafts', readingDraft())).json() as TestVersionView
  t.equal((await call(app, staff, 'POST', `/api/admin/tests/${draft.id}/publish`)).statusCode, 200)
  t.equal((await call(app, staff, 'DELETE', `/api/admin/tests/${draft.id}`)).statusCode, 409)
  const next = (await call(app, staff, 'POST', `/api/admin/tests/${draft.id}/draft`)).json() as TestVersionView
  t.equal((await call(app, staff, 'DELETE', `/api/admin/tests/${next.id}`)).statusCode, 204)
  t.equal((await call(app, staff, 'GET', `/api/admin/tests/${next.id}`)).statusCode, 404)
  t.equal(await testRowCount(app), 1)
})

t.test('staff preview a draft as students sit it, but nothing from a preview reaches the evaluators', async (t) => {
  const { app, staff } = await world(t)
  const reading = (await call(app, staff, 'POST', '/api/admin/tests/drafts', readingDraft())).json() as TestVersionView
  t.equal((await call(app, staff, 'GET', `/api/oet-reading-tests/${reading.id}`)).statusCode, 200, 'staff open the draft on the student screen')
  t.equal((await call(app, staff, 'POST', '/api/attempts', { testId: reading.id, mode: 'simulation' })).statusCode, 201, 'and start it')

  const writing = (await call(app, staff, 'POST', '/api/admin/tests/drafts', sampleDocument('oetWriting'))).json() as TestVersionView
  const letter = await call(app, staff, 'POST', `/api/writing-tests/submission/${writing.id}/submit`, { writingAnswer: 'Dear Dr Smith, I am writing about Ms Doe.' })
  t.equal(letter.statusCode, 409)
  t.match(letter.json().message, /preview of a draft test: nothing done in it is sent to the evaluators/)
})

t.test('a version exports as the import document that moves it to another installation', async (t) => {
  const { app, staff } = await world(t)
  const draft = (await call(app, staff, 'POST', '/api/admin/tests/drafts', readingDraft('Falls: a test to move'))).json() as TestVersionView
  const exported = await call(app, staff, 'GET', `/api/admin/tests/${draft.id}/export`)
  t.equal(exported.statusCode, 200)
  t.equal(exported.headers['content-disposition'], 'attachment; filename="Falls-a-test-to-move-v1.json"')
  t.same(exported.json(), readingDraft('Falls: a test to move'))

  const elsewhere = await buildTestApi(t, backend, { BLOB_DIR: scratch(t).blobs })
  const imported = await importTest(elsewhere, await userToken(elsewhere, 'staff'), exported.json())
  t.equal(imported.statusCode, 201, 'the other installation imports it')
})

t.test("the editor's form is built from the import's own schema of each kind", async (t) => {
  const { app, staff, student } = await world(t)
  const schema = await call(app, staff, 'GET', '/api/admin/test-schemas/oet-reading')
  t.equal(schema.statusCode, 200)
  t.match(schema.json(), { type: 'object', properties: { kind: { const: 'oet-reading' }, content: { type: 'object' } } })
  t.equal((await call(app, staff, 'GET', '/api/admin/test-schemas/essay')).statusCode, 400)
  t.equal((await call(app, student, 'GET', '/api/admin/test-schemas/oet-reading')).statusCode, 403)
})
