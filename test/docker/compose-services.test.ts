import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'
import { freePort } from '#test/free-port.ts'
import { ROOT, startProductProcess, type RunningProduct } from '#test/npm-start.ts'

// docker-compose runs the API host and the web server as services of their own, each by the
// command its file names. Those commands are run here as compose runs them (on this machine, with
// the embedded database, since compose's PostgreSQL and MinIO are its own business): each starts
// from the build, and a student reaches the API host through the web server.

interface Service {
  command: string[]
}
const compose = parse(await readFile(join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> }

interface Teardown {
  teardown(fn: () => unknown): void
}

async function startService(t: Teardown, name: string, settings: NodeJS.ProcessEnv, readyUrl: string): Promise<RunningProduct> {
  const dir = await mkdtemp(join(tmpdir(), `oet-compose-${name}-`))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const service = await startProductProcess(compose.services[name]!.command, dir, { NODE_ENV: 'production', ...settings }, readyUrl)
  t.teardown(() => service.stop(15_000))
  await service.ready()
  return service
}

t.test("docker-compose's api and web commands start each server alone, from the build", async (t) => {
  t.same(compose.services.api?.command, ['node', 'dist/server/api.js'], 'the api service runs the built API host')
  t.same(compose.services.web?.command, ['node', 'dist/server/web.js'], 'the web service runs the built web server')

  const [apiPort, webPort] = [await freePort(), await freePort()]
  const publicUrl = `http://127.0.0.1:${webPort}`
  const apiDir = await mkdtemp(join(tmpdir(), 'oet-compose-data-'))
  t.teardown(() => rm(apiDir, { recursive: true, force: true }))
  const api = await startService(
    t,
    'api',
    { API_HOST: '127.0.0.1', API_PORT: String(apiPort), DATA_DIR: join(apiDir, 'data'), PUBLIC_URL: publicUrl, TRUST_PROXY: 'loopback' },
    `http://127.0.0.1:${apiPort}/readyz`,
  )
  const web = await startService(t, 'web', { HOST: '127.0.0.1', PORT: String(webPort), API_URL: api.url, PUBLIC_URL: publicUrl }, `${publicUrl}/healthz`)

  const login = await fetch(`${web.url}/login`)
  t.equal(login.status, 200, 'the web server renders the login page')
  t.match(await login.text(), /<form[^>]*action="\/login"/, 'with its form')
  const registered = await fetch(`${web.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Compose Student', email: 'compose.student@example.test', password: 'a-long-enough-passphrase-42' }),
  })
  t.equal(registered.status, 201, 'a student registers through the web server, on the API host')
  const tests = await fetch(`${web.url}/api/oet-listening-tests`, { headers: { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` } })
  t.equal(tests.status, 200, 'and lists the sample tests the API host loaded at its first start')
  t.ok(((await tests.json()) as unknown[]).length > 0, 'which are there')

  for (const service of [api, web]) {
    t.same((await service.logLines()).filter((line) => line.level >= 50), [], 'nothing was logged as an error')
  }
})
