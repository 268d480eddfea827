import t from 'tap'
import { jpeg, submissionsWorld, writingUrl } from './submissions-helper.ts'

/** Over a real socket (as the web server sends uploads), not inject: the HTTP layer only, so PGlite. */
t.test('a refused upload is answered at once over HTTP and its connection closed; the next one works', async (t) => {
  const { app, student, tests, storedFiles } = await submissionsWorld(t, 'pglite')
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const upload = async (bytes: Buffer, token = student) => {
    const form = new FormData()
    form.append('startTime', '2025-01-01T10:00:00.000Z')
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'page.jpg')
    return fetch(base + writingUrl(tests.writing), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
  }
  // Big enough that the answer comes while the client is still sending.
  const padding = Buffer.alloc(8 * 1024 * 1024)
  const notJpeg = await upload(Buffer.concat([Buffer.from('plain text'), padding]))
  t.equal(notJpeg.status, 415)
  t.equal((await notJpeg.json()).message, 'Each image must be a JPEG photo.')
  t.equal(notJpeg.headers.get('connection'), 'close')
  const loggedOut = await upload(Buffer.concat([await jpeg(), padding]), 'not-a-token')
  t.equal(loggedOut.status, 401)
  t.equal(loggedOut.headers.get('connection'), 'close')
  const accepted = await upload(await jpeg())
  t.equal(accepted.status, 201)
  t.equal((await storedFiles()).length, 1)
})
