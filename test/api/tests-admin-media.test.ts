import t from 'tap'
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { bearer, makeOgg, MEDIA_URL, scratch, uploadMedia, userToken } from './tests-fixtures.ts'

/** Every file under a directory, relative to it. */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name)

const backend = HTTP_BACKEND

const tone = await makeOgg(t.testdir())

t.test('staff upload a raw Ogg/Opus body: 201 {url}, named by its content', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const res = await uploadMedia(app, staff, tone.bytes, 'audio/ogg')
  t.equal(res.statusCode, 201)
  const { url } = res.json()
  t.same(Object.keys(res.json()), ['url'])
  t.match(url, MEDIA_URL)
  const hash = createHash('sha256').update(tone.bytes).digest('hex').slice(0, 32)
  t.equal(url, `/api/media/${hash}.ogg`)
  t.same(await readFile(join(blobDir, 'media', `${hash}.ogg`)), tone.bytes, 'the stored bytes are the uploaded ones')
})

t.test('the same bytes again answer the same url and store one file; other bytes another', async (t) => {
  const dirs = scratch(t)
  const blobDir = dirs.blobs
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const admin = await userToken(app, 'admin')
  const first = await uploadMedia(app, staff, tone.bytes)
  const again = await uploadMedia(app, admin, tone.bytes, 'audio/ogg; codecs=opus')
  t.equal(first.statusCode, 201)
  t.equal(again.statusCode, 201)
  t.equal(again.json().url, first.json().url)
  const other = await makeOgg(dirs.files, 'other.ogg', 880, 1)
  const third = await uploadMedia(app, staff, other.bytes)
  t.equal(third.statusCode, 201)
  t.not(third.json().url, first.json().url)
  t.equal((await filesUnder(blobDir)).length, 2, 'two files, no temporary ones left')
})

t.test('an unsupported content type is 415 with a message, and nothing is stored', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  for (const type of ['text/plain', 'audio/flac', 'image/gif']) {
    const res = await uploadMedia(app, staff, tone.bytes, type)
    t.equal(res.statusCode, 415, type)
    t.match(res.json(), { statusCode: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: `Media must be audio` }, type)
    t.match(res.json().message, type, `${type}: the message names the type sent`)
  }
  const unparsed = await uploadMedia(app, staff, tone.bytes, 'application/octet-stream')
  t.equal(unparsed.statusCode, 415, 'a type with no parser at all')
  t.match(unparsed.json(), { statusCode: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: /\S/ })
  t.same(await filesUnder(blobDir), [])
})

t.test('an empty body is 400 with a message, and nothing is stored', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const res = await uploadMedia(app, staff, Buffer.alloc(0))
  t.equal(res.statusCode, 400)
  t.same(res.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'The uploaded file is empty.' })
  t.same(await filesUnder(blobDir), [])
})

t.test('a file over 100 MB is 413, whether its length is declared or streamed, and nothing is kept', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const limit = 100 * 1024 * 1024
  const tooLarge = { statusCode: 413, error: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE', message: 'Media files may be at most 100 MB.' }
  const declared = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...bearer(staff), 'content-type': 'audio/ogg', 'content-length': String(limit + 1) },
    payload: tone.bytes,
  })
  t.equal(declared.statusCode, 413)
  t.same(declared.json(), tooLarge)
  const chunk = Buffer.alloc(1024 * 1024, 1)
  const streamed = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...bearer(staff), 'content-type': 'audio/ogg', 'transfer-encoding': 'chunked' },
    // Sent a megabyte at a time, never held whole; an Ogg by its start, so only its size is wrong.
    payload: Readable.from((function* () {
      yield tone.bytes
      for (let i = 0; i < 100; i += 1) yield chunk
      yield Buffer.from('x')
    })()),
  })
  t.equal(streamed.statusCode, 413)
  t.same(streamed.json(), tooLarge)
  t.same(await filesUnder(blobDir), [], 'the partial file was removed')
})

t.test('a student gets 403 and no token 401; nothing is stored', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const student = await userToken(app)
  const res = await uploadMedia(app, student, tone.bytes)
  t.equal(res.statusCode, 403)
  t.same(res.json(), { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'You do not have permission to do this.' })
  const anonymous = await uploadMedia(app, undefined, tone.bytes)
  t.equal(anonymous.statusCode, 401)
  t.same(await filesUnder(blobDir), [])
})

t.test('a file whose content is not the type it claims is 415 naming both, and nothing is stored', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const page = await uploadMedia(app, staff, '<!doctype html><html><script>alert(1)</script></html>', 'image/png')
  t.equal(page.statusCode, 415)
  t.same(page.json(), {
    statusCode: 415,
    error: 'Unsupported Media Type',
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This file was sent as image/png, but its content is neither audio nor an image we accept. Please upload the audio or image file itself.',
  })
  const oggAsMp3 = await uploadMedia(app, staff, tone.bytes, 'audio/mpeg')
  t.equal(oggAsMp3.statusCode, 415)
  t.match(oggAsMp3.json().message, 'sent as audio/mpeg, but its content is OGG data')
  t.same(await filesUnder(blobDir), [])
})

t.test('an SVG is kept only as an inert drawing: script, handlers and outside links are 415 with a way forward', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, backend, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const drawing = await readFile('content/oet-reading-1/images/falls-by-time-of-day.svg')
  const active = 'This SVG carries script, event handlers or links to other files, which test images may not. Please export it as a plain drawing, or as PNG.'
  for (const svg of [
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="https://example.com/"><text>x</text></a></svg>',
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
  ]) {
    const res = await uploadMedia(app, staff, svg, 'image/svg+xml')
    t.equal(res.statusCode, 415, svg)
    t.match(res.json(), { code: 'UNSUPPORTED_MEDIA_TYPE', message: active }, svg)
  }
  const page = await uploadMedia(app, staff, '<!doctype html><html><body>hi</body></html>', 'image/svg+xml')
  t.equal(page.statusCode, 415)
  t.match(page.json().message, 'sent as image/svg+xml, but its content is not an SVG drawing')
  t.same(await filesUnder(blobDir), [])
  const kept = await uploadMedia(app, staff, drawing, 'image/svg+xml')
  t.equal(kept.statusCode, 201, 'a chart of the sample content, with its internal url(#arrow) markers')
  t.match(kept.json().url, /\.svg$/)
})

t.test('a real PNG is stored under its type', async (t) => {
  const app = await buildTestApi(t, backend, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0a0' } }).png().toBuffer()
  const stored = await uploadMedia(app, staff, png, 'image/png')
  t.equal(stored.statusCode, 201)
  t.match(stored.json().url, /\.png$/)
})
