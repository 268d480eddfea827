import t from 'tap'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { s3BlobStore } from '#api/blob/s3-store.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { localS3 } from '#test/blob/local-s3.ts'
import { buildTestApi } from '#test/helper.ts'
import { bearer, makeOgg, MEDIA_URL, scratch, storedMediaUrl, userToken } from './tests-fixtures.ts'

/** A content folder of one listening test whose three parts play tone.ogg, beside it. */
async function oneTestFolder(dir: string): Promise<Buffer> {
  const tone = await makeOgg(dir)
  const listening = sampleDocument('listeningStandalone') as Extract<ImportDocument, { kind: 'listening' }>
  const content = listening.content as Record<'partA' | 'partB' | 'partC', { audioURL: string }>
  for (const part of ['partA', 'partB', 'partC'] as const) content[part].audioURL = 'tone.ogg'
  await writeFile(join(dir, 'test.json'), JSON.stringify(listening))
  return tone.bytes
}

// The database is not what these tests are about: PGlite alone.
t.test('with S3_URL, sample content goes to the bucket and media is served from it, ranges included', async (t) => {
  const s3Url = await localS3(t)
  const { blobs: blobDir, files: contentDir } = scratch(t)
  const tone = await oneTestFolder(contentDir)
  const app = await buildTestApi(t, 'pglite', { S3_URL: s3Url, BLOB_DIR: blobDir, LOAD_SAMPLE_CONTENT: 'true', CONTENT_DIR: contentDir })
  const student = bearer(await userToken(app))

  const list = await app.inject({ method: 'GET', url: '/api/listening-tests', headers: student })
  const [summary] = list.json() as { id: string }[]
  const test = await app.inject({ method: 'GET', url: `/api/listening-tests/${summary!.id}`, headers: student })
  const url = test.json().partA.audioURL as string
  t.match(url, MEDIA_URL)

  const range = await app.inject({ method: 'GET', url, headers: { ...student, range: 'bytes=100-199' } })
  t.equal(range.statusCode, 206)
  t.equal(range.headers['content-range'], `bytes 100-199/${tone.length}`)
  t.equal(range.headers['content-type'], 'audio/ogg')
  t.same(range.rawPayload, tone.subarray(100, 200))
  const whole = await app.inject({ method: 'GET', url, headers: student })
  t.equal(whole.statusCode, 200)
  t.same(whole.rawPayload, tone)

  t.ok(await s3BlobStore(s3Url).stat(`media/${url.split('/').pop()!}`), 'the file is in the bucket')
  t.same(await readdir(blobDir), [], 'and nothing in BLOB_DIR')
})

t.test('with S3_URL, an uploaded media file lands in the bucket under its hash and is served', async (t) => {
  const s3Url = await localS3(t)
  const { blobs: blobDir, files } = scratch(t)
  const app = await buildTestApi(t, 'pglite', { S3_URL: s3Url, BLOB_DIR: blobDir })
  const tone = await makeOgg(files)
  const url = await storedMediaUrl(app, await userToken(app, 'staff'), tone.bytes)
  const res = await app.inject({ method: 'GET', url, headers: { ...bearer(await userToken(app)), range: 'bytes=-10' } })
  t.equal(res.statusCode, 206)
  t.same(res.rawPayload, tone.bytes.subarray(-10))
  t.same(await readdir(blobDir), [])
})

t.test('npm run content:import writes to the bucket when S3_URL is set', async (t) => {
  const s3Url = await localS3(t)
  const { blobs: dataDir, files: contentDir } = scratch(t)
  const tone = await oneTestFolder(contentDir)
  const root = fileURLToPath(new URL('../../', import.meta.url))
  // Its own PGlite under DATA_DIR, whatever database this suite runs against.
  const { DATABASE_URL: _database, BLOB_DIR: _blobs, ...inherited } = process.env
  const env = { ...inherited, DATA_DIR: dataDir, S3_URL: s3Url }
  const script = join(root, 'dist', 'server', 'content-import.js')
  const { stdout } = await promisify(execFile)(process.execPath, [script, contentDir], { cwd: root, env })
  t.match(stdout, /^imported General listening 1/m)
  const file = `${createHash('sha256').update(tone).digest('hex').slice(0, 32)}.ogg`
  t.ok(await s3BlobStore(s3Url).stat(`media/${file}`), 'the recording is in the bucket')
  t.notOk((await readdir(dataDir)).includes('blobs'), 'and no blobs folder under DATA_DIR')
})

t.test('an S3_URL whose bucket is missing stops the API host at start, saying what to fix', async (t) => {
  const s3Url = await localS3(t)
  await t.rejects(buildTestApi(t, 'pglite', { S3_URL: s3Url.replace(/oet-test$/, 'missing') }), {
    name: 'ConfigError',
    message: /^S3_URL: the bucket "missing" at .+ cannot be used: it does not exist; create it first\.$/,
  })
})
