import t from 'tap'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { bearer, makeOgg, scratch, storedMediaUrl, userToken, type Api } from './tests-fixtures.ts'

const get = (app: Api, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

const backend = HTTP_BACKEND

const dirs = scratch(t)
const app = await buildTestApi(t, backend, { BLOB_DIR: dirs.blobs })
const tone = await makeOgg(dirs.files)
const size = tone.bytes.length
const url = await storedMediaUrl(app, await userToken(app, 'staff'), tone.bytes)
const student = bearer(await userToken(app))

t.test('a media file needs a token', async (t) => {
  const res = await get(app, url)
  t.equal(res.statusCode, 401)
  t.same(res.json(), { statusCode: 401, error: 'Unauthorized', code: 'NOT_LOGGED_IN', message: 'Please log in.' })
})

t.test('the whole file: 200, its bytes, its type, and that ranges are accepted', async (t) => {
  const res = await get(app, url, student)
  t.equal(res.statusCode, 200)
  t.same(res.rawPayload, tone.bytes)
  t.equal(res.headers['content-type'], 'audio/ogg')
  t.equal(res.headers['accept-ranges'], 'bytes')
  t.equal(Number(res.headers['content-length']), size)
})

t.test('Range: bytes=0-99 answers 206 with exactly the first 100 bytes', async (t) => {
  const res = await get(app, url, { ...student, range: 'bytes=0-99' })
  t.equal(res.statusCode, 206)
  t.equal(res.headers['content-range'], `bytes 0-99/${size}`)
  t.equal(res.headers['content-type'], 'audio/ogg')
  t.equal(res.rawPayload.length, 100)
  t.same(res.rawPayload, tone.bytes.subarray(0, 100))
})

t.test('a range in the middle and an open-ended one', async (t) => {
  const middle = await get(app, url, { ...student, range: 'bytes=1000-1999' })
  t.equal(middle.statusCode, 206)
  t.equal(middle.headers['content-range'], `bytes 1000-1999/${size}`)
  t.same(middle.rawPayload, tone.bytes.subarray(1000, 2000))
  const rest = await get(app, url, { ...student, range: `bytes=${size - 5}-` })
  t.equal(rest.statusCode, 206)
  t.same(rest.rawPayload, tone.bytes.subarray(size - 5))
  const beyond = await get(app, url, { ...student, range: `bytes=0-${size + 1000}` })
  t.equal(beyond.statusCode, 206, 'an end past the file is cut to the file')
  t.equal(beyond.headers['content-range'], `bytes 0-${size - 1}/${size}`)
  t.same(beyond.rawPayload, tone.bytes)
})

t.test('a suffix range bytes=-10 answers the last 10 bytes', async (t) => {
  const res = await get(app, url, { ...student, range: 'bytes=-10' })
  t.equal(res.statusCode, 206)
  t.equal(res.headers['content-range'], `bytes ${size - 10}-${size - 1}/${size}`)
  t.same(res.rawPayload, tone.bytes.subarray(size - 10))
})

t.test('an unsatisfiable range is 416 with the file size', async (t) => {
  const res = await get(app, url, { ...student, range: `bytes=${size}-${size + 10}` })
  t.equal(res.statusCode, 416)
  t.equal(res.headers['content-range'], `bytes */${size}`)
  t.match(res.headers['content-type'], /^application\/json/)
  t.notOk(res.headers['cache-control'], 'an error answer is not kept for a year')
  t.match(res.json(), { statusCode: 416, error: 'Range Not Satisfiable', code: 'RANGE_NOT_SATISFIABLE', message: new RegExp(`${size} bytes`) })
})

t.test('a malformed Range header is ignored: the whole file', async (t) => {
  const res = await get(app, url, { ...student, range: 'lines=1-2' })
  t.equal(res.statusCode, 200)
  t.same(res.rawPayload, tone.bytes)
})

t.test('an unknown or malformed file name is 404', async (t) => {
  const names = [
    `${'0'.repeat(32)}.ogg`,
    'x.ogg',
    encodeURIComponent('../../etc/passwd'),
    encodeURIComponent(`../media/${url.split('/').pop()!}`),
    url.split('/').pop()!.toUpperCase(),
  ]
  for (const name of names) {
    const res = await get(app, `/api/media/${name}`, student)
    t.equal(res.statusCode, 404, name)
    t.match(res.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: /\S/ }, name)
  }
})
