import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { bearer, importTest, makeOgg, scratch, storedMediaUrl, testRowCount, userToken, UUID, withMedia } from './tests-fixtures.ts'

const badRequest = (message: string | RegExp) => ({ statusCode: 400, error: 'Bad Request', message })

const backend = HTTP_BACKEND

t.test('only staff and admins import: a student gets 403, no token 401', async (t) => {
  const app = await buildTestApi(t, backend, { BLOB_DIR: t.testdir() })
  const student = await userToken(app)
  const res = await importTest(app, student, sampleDocument('oetReading'))
  t.equal(res.statusCode, 403)
  t.same(res.json(), { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'You do not have permission to do this.' })
  const anonymous = await importTest(app, undefined, sampleDocument('oetReading'))
  t.equal(anonymous.statusCode, 401)
  t.equal(await testRowCount(app), 0, 'nothing was stored')
})

t.test('staff and admins import with 201 {id}; the test is then listed', async (t) => {
  const app = await buildTestApi(t, backend, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const admin = await userToken(app, 'admin')
  const byStaff = await importTest(app, staff, sampleDocument('oetReading'))
  t.equal(byStaff.statusCode, 201)
  t.same(Object.keys(byStaff.json()), ['id'])
  t.match(byStaff.json().id, UUID)
  const byAdmin = await importTest(app, admin, sampleDocument('oetWriting'))
  t.equal(byAdmin.statusCode, 201)
  t.match(byAdmin.json().id, UUID)
  t.not(byAdmin.json().id, byStaff.json().id)
  const listed = await app.inject({ method: 'GET', url: '/api/oet-reading-tests', headers: bearer(staff) })
  t.same(
    listed.json().map((row: { id: string }) => row.id),
    [byStaff.json().id],
  )
  t.equal(await testRowCount(app), 2)
})

t.test('the same document again answers 200 with the same id and stores no second row', async (t) => {
  const app = await buildTestApi(t, backend, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const admin = await userToken(app, 'admin')
  const first = await importTest(app, staff, sampleDocument('oetSpeaking'))
  t.equal(first.statusCode, 201)
  // The same document with its keys in another order is the same document.
  const { answerKey, content, title, kind } = sampleDocument('oetSpeaking')
  const again = await importTest(app, admin, { answerKey, content, title, kind })
  t.equal(again.statusCode, 200)
  t.same(again.json(), first.json())
  t.equal(await testRowCount(app), 1)
  const changed = await importTest(app, staff, { ...sampleDocument('oetSpeaking'), title: 'OET speaking 2' })
  t.equal(changed.statusCode, 201, 'a changed document is a new test')
  t.not(changed.json().id, first.json().id)
  t.equal(await testRowCount(app), 2)
})

t.test('a bad document is 400 naming the path of the first bad field, and nothing is stored', async (t) => {
  const app = await buildTestApi(t, backend, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const broken = sampleDocument('oetReading') as { content: Record<string, unknown> }
  broken.content.partA = 'not a part'
  const res = await importTest(app, staff, broken)
  t.equal(res.statusCode, 400)
  t.match(res.json(), badRequest(/^\/content\/partA: /))

  const cases: [string, (doc: Record<string, unknown>) => void, RegExp][] = [
    ['an unknown kind', (doc) => (doc.kind = 'oet-dancing'), /^\/kind: must be one of/],
    ['no title', (doc) => delete doc.title, /^\/title: required field is missing/],
    ['a misspelt field', (doc) => ((doc.content as Record<string, unknown>).headng = 'x'), /^\/content\/headng: unknown field/],
    [
      'a question without its text',
      (doc) => delete (doc as { content: { partB: { mcqQuestions: Record<string, unknown>[] } } }).content.partB.mcqQuestions[0]!.question,
      /^\/content\/partB\/mcqQuestions\/0\/question: required field is missing/,
    ],
  ]
  for (const [why, breakIt, message] of cases) {
    const doc = sampleDocument('oetReading') as unknown as Record<string, unknown>
    breakIt(doc)
    const bad = await importTest(app, staff, doc)
    t.equal(bad.statusCode, 400, why)
    t.match(bad.json(), badRequest(message), why)
  }
  const notAnObject = await importTest(app, staff, [sampleDocument('oetReading')])
  t.equal(notAnObject.statusCode, 400, 'a list is not a document')
  t.match(notAnObject.json(), badRequest(/body/))
  t.equal(await testRowCount(app), 0, 'nothing was stored')
})

t.test('a document whose key lacks a question, or keys a question it does not ask, is 400 naming the id', async (t) => {
  const app = await buildTestApi(t, backend, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const missing = sampleDocument('oetReading')
  delete missing.answerKey['2']
  const res = await importTest(app, staff, missing)
  t.equal(res.statusCode, 400)
  t.same(res.json(), { ...badRequest('/answerKey/2: question "2" has no key in answerKey'), code: 'VALIDATION_FAILED' })
  const extra = sampleDocument('oetReading')
  extra.answerKey['7'] = 'seven'
  const more = await importTest(app, staff, extra)
  t.equal(more.statusCode, 400)
  t.match(more.json(), badRequest(/^\/answerKey\/7: .*"7"/))
  t.equal(await testRowCount(app), 0)
})

t.test('a document naming media that is not stored is 400, and one naming stored media imports', async (t) => {
  const dirs = scratch(t)
  const app = await buildTestApi(t, backend, { BLOB_DIR: dirs.blobs })
  const staff = await userToken(app, 'staff')
  const cases: [string, string][] = [
    ['a media URL never uploaded', `/api/media/${'0'.repeat(32)}.ogg`],
    ['a path that is not a media URL', '/media/audio/a1.webm'],
    ['an outside address', 'https://example.com/a1.ogg'],
    ['a relative file name (only content:import reads files)', 'a1.ogg'],
  ]
  for (const [why, url] of cases) {
    const res = await importTest(app, staff, withMedia(sampleDocument('oetListeningExtract'), url))
    t.equal(res.statusCode, 400, why)
    t.match(res.json(), badRequest(`Media ${url} is not stored`), why)
  }
  // The samples as they are name files that were never uploaded.
  t.match((await importTest(app, staff, sampleDocument('mock'))).json(), badRequest(/^Media \/media\/audio\/a1\.webm is not stored/))
  t.equal(await testRowCount(app), 0, 'nothing was stored')

  const tone = await makeOgg(dirs.files)
  const url = await storedMediaUrl(app, staff, tone.bytes)
  const good = await importTest(app, staff, withMedia(sampleDocument('oetListeningExtract'), url))
  t.equal(good.statusCode, 201)
  t.equal(await testRowCount(app), 1)
})
