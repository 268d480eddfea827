import t from 'tap'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { firstStartedDataDir } from '#test/first-start-data-dir.ts'
import { freePort } from '#test/free-port.ts'
import { startProductProcess } from '#test/npm-start.ts'
import { makeOgg } from '#test/api/tests-fixtures.ts'

// An operator stops the product (SIGTERM, as Docker stops `node dist/server/start.js`) while a file is being uploaded: the upload is finished
// and answered, then the process ends at once with code 0. The browser's kept-alive connection
// used to hold the web server open until close-with-grace's forced exit 10 s later ("killed by
// timeout", code 1).

const ADMIN = { email: 'sigterm.admin@example.test', password: 'a-long-enough-passphrase-42' }

t.test('SIGTERM during an upload: the upload is answered, then the process exits', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'oet-sigterm-'))
  t.teardown(() => rm(dataDir, { recursive: true, force: true }))
  await cp(await firstStartedDataDir(), join(dataDir, 'data'), { recursive: true })
  // A real recording: the media intake re-encodes audio, so a header alone would be refused.
  const OGG_OPUS = (await makeOgg(dataDir, 'tone.ogg', 440, 30)).bytes
  const [port, apiPort] = [await freePort(), await freePort()]
  const url = `http://127.0.0.1:${port}`
  // The server itself rather than `npm start`: npm ends by the signal it passes on, hiding the exit code.
  const settings = { PORT: String(port), API_PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data'), PUBLIC_URL: url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
  const product = await startProductProcess([process.execPath, 'dist/server/start.js'], dataDir, settings, `${url}/healthz`)
  let stopped: Promise<void> | undefined
  t.teardown(() => stopped ?? product.stop(0))
  await product.ready()

  // A browser's connection: kept alive after its answer, as browsers keep theirs.
  const agent = new Agent({ keepAlive: true })
  t.teardown(() => agent.destroy())
  const login = await fetch(`${product.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  const { token } = (await login.json()) as { token: string }

  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const upload = request(`${product.url}/api/admin/media`, {
      method: 'POST',
      agent,
      // The server answers "100 Continue" once it has the request: only then is the stop sent, so
      // the upload is surely under way when SIGTERM comes.
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/ogg', 'content-length': OGG_OPUS.length, expect: '100-continue' },
    })
    upload.on('continue', () => {
      stopped = product.stop(30_000)
      upload.end(OGG_OPUS)
    })
    upload.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    upload.on('error', reject)
  })
  t.equal(answer.status, 201, `the upload is stored and answered: ${answer.body}`)
  await stopped
  t.equal(product.exitCode(), 0, 'the process ended by itself, with code 0')
  t.notMatch(await product.log(), /killed by timeout/, 'before the forced exit')
})
