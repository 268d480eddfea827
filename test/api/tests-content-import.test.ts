import t from 'tap'
import { execFile } from 'node:child_process'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '#api/db/client.ts'
import { tests } from '#api/db/schema.ts'
import { importContentDir, type ImportOutcome } from '#api/modules/tests/import-dir.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { bearer, makeOgg, MEDIA_URL, scratch, testRowCount, userToken, UUID } from './tests-fixtures.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const script = join(root, 'dist', 'server', 'content-import.js')

/**
 * A content folder: a general listening test whose recordings are files beside it (one in a
 * sub-folder, one used twice), a reading test with a broken part A, and files that are no documents.
 */
async function contentFolder(dir: string) {
  await mkdir(join(dir, 'audio'), { recursive: true })
  await mkdir(join(dir, 'broken'), { recursive: true })
  const first = await makeOgg(dir, 'part-a.ogg', 440, 2)
  const second = await makeOgg(join(dir, 'audio'), 'part-b.ogg', 660, 1)
  const listening = sampleDocument('listeningStandalone') as Extract<ImportDocument, { kind: 'listening' }>
  const content = listening.content as { partA: { audioURL: string }; partB: { audioURL: string }; partC: { audioURL: string } }
  content.partA.audioURL = 'part-a.ogg'
  content.partB.audioURL = 'audio/part-b.ogg'
  content.partC.audioURL = './part-a.ogg'
  await writeFile(join(dir, 'test.json'), JSON.stringify(listening, null, 2))
  const reading = sampleDocument('oetReading') as { content: Record<string, unknown> }
  reading.content.partA = 'not a part'
  await writeFile(join(dir, 'broken', 'test.json'), JSON.stringify(reading))
  await writeFile(join(dir, 'README.md'), '# Content\n')
  await writeFile(join(dir, 'README.json'), '{}')
  await writeFile(join(dir, 'audio', 'part.json'), '{"not": "a document"}')
  await writeFile(join(dir, 'notes.txt'), 'not a document')
  return { listening, audio: [first.bytes, second.bytes] }
}

function runCli(dataDir: string, path: string): Promise<{ code: number; stdout: string; stderr: string }> {
  // Its own PGlite and files under DATA_DIR, whatever database and store this suite runs against.
  const { DATABASE_URL: _database, BLOB_DIR: _blobs, S3_URL: _s3, ...inherited } = process.env
  const env = { ...inherited, DATA_DIR: dataDir }
  return new Promise((resolve) => {
    execFile(process.execPath, [script, path], { cwd: root, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    })
  })
}

t.test('npm run content:import imports a folder, refuses a bad document by path, and adds nothing the second time', async (t) => {
  const { files: dir, blobs: other } = scratch(t)
  const dataDir = join(other, 'data')
  await contentFolder(dir)

  const first = await runCli(dataDir, dir)
  t.equal(first.code, 1, 'exits 1: a document was refused')
  const output = `${first.stdout}${first.stderr}`
  const imported = /^imported General listening 1 \(listening\) as ([0-9a-f-]{36})$/m.exec(first.stdout)
  t.ok(imported, `an imported line: ${output}`)
  t.match(imported?.[1], UUID)
  t.match(first.stderr, /^refused .*broken\/test\.json: \/content\/partA: /m, 'a refused line naming the file and the bad field')
  t.equal(output.trim().split('\n').length, 2, 'one line per document: only test.json files are documents')

  const second = await runCli(dataDir, dir)
  t.equal(second.code, 1)
  t.match(second.stdout, /^unchanged General listening 1 \(already imported\)$/m)
  t.notMatch(second.stdout, /^imported/m)
  t.match(second.stderr, /^refused .*broken\/test\.json/m)

  // Closed before the command runs again: one process at a time on a data directory.
  const database = await openDatabase({ dataDir })
  const rows = await database.db.select({ id: tests.id, kind: tests.kind }).from(tests).finally(() => database.close())
  t.same(rows, [{ id: imported?.[1], kind: 'listening' }], 'one test stored, once')
  t.equal((await readdir(join(dataDir, 'blobs', 'media'))).length, 2, 'two recordings stored, once each')

  const single = await runCli(dataDir, join(dir, 'test.json'))
  t.equal(single.code, 0, 'one good document: exit 0')
  t.match(single.stdout, /^unchanged General listening 1/m)
  const missing = await runCli(dataDir, join(dir, 'nothing-here'))
  t.equal(missing.code, 1)
  t.match(missing.stderr, /does not exist/)
})

const backend = HTTP_BACKEND

t.test(`${backend}: importContentDir serves what it imports, with fetchable media`, async (t) => {
  const { blobs, files: dir } = scratch(t)
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobs })
  const { audio } = await contentFolder(dir)
  const lines: string[] = []
  const log = { info: (_fields: object, message: string) => lines.push(message), warn: (_fields: object, message: string) => lines.push(message) }

  const outcomes = await importContentDir(dir, { db: app.database.db, blobs: app.blobs, log })
  t.same(
    outcomes.map((outcome) => outcome.status),
    ['refused', 'imported'],
    'documents in sorted order: broken/test.json, test.json',
  )
  t.equal(lines.length, 2, 'one log line per document')
  const imported = outcomes.find((outcome) => outcome.status === 'imported') as Extract<ImportOutcome, { id: string }>

  const student = bearer(await userToken(app))
  const res = await app.inject({ method: 'GET', url: `/api/listening-tests/${imported.id}`, headers: student })
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.match(body.partA.audioURL, MEDIA_URL)
  t.equal(body.partC.audioURL, body.partA.audioURL, 'the same file is one URL')
  for (const [part, bytes] of [['partA', audio[0]], ['partB', audio[1]]] as const) {
    const media = await app.inject({ method: 'GET', url: body[part].audioURL, headers: student })
    t.equal(media.statusCode, 200, part)
    t.same(media.rawPayload, bytes, `${part}: the file beside the document`)
  }

  const again = await importContentDir(dir, { db: app.database.db, blobs: app.blobs })
  t.same(again.map((outcome) => outcome.status), ['refused', 'unchanged'])
  t.equal(await testRowCount(app), 1)
})

t.test(`${backend}: importContentDir refuses media that is missing or outside the folder, storing nothing`, async (t) => {
  const { blobs, files: dir } = scratch(t)
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobs })
  await mkdir(join(dir, 'outside'))
  await makeOgg(join(dir, 'outside'), 'secret.ogg')
  const cases: [string, string, RegExp][] = [
    ['missing', 'nowhere.ogg', /Media file nowhere\.ogg was not found beside the document/],
    ['escaping', '../../outside/secret.ogg', /leaves the document's folder/],
  ]
  for (const [folder, audioURL] of cases) {
    await mkdir(join(dir, 'docs', folder), { recursive: true })
    await makeOgg(join(dir, 'docs', folder), 'here.ogg')
    const document = sampleDocument('oetListeningExtract') as unknown as { content: { partA: { extracts: { audioURL: string }[] } } }
    document.content.partA.extracts[0]!.audioURL = 'here.ogg'
    const json = JSON.stringify(document).replace('"/media/audio/b1.webm"', JSON.stringify(audioURL)).replaceAll('"/media/audio/c1.webm"', '"here.ogg"')
    await writeFile(join(dir, 'docs', folder, 'test.json'), json)
  }
  await mkdir(join(dir, 'docs', 'not-json'))
  await writeFile(join(dir, 'docs', 'not-json', 'test.json'), '{"kind": ')
  const outcomes = await importContentDir(join(dir, 'docs'), { db: app.database.db, blobs: app.blobs })
  t.same(outcomes.map((outcome) => [outcome.file.split('/').at(-2), outcome.status]), [
    ['escaping', 'refused'],
    ['missing', 'refused'],
    ['not-json', 'refused'],
  ])
  const messages = outcomes.map((outcome) => (outcome.status === 'refused' ? outcome.message : ''))
  t.match(messages[0], cases[1]![2])
  t.match(messages[1], cases[0]![2])
  t.match(messages[2], /not a readable JSON document/)
  t.equal(await testRowCount(app), 0)
  t.same(await readdir(blobs), [], 'no media stored for refused documents')
})
