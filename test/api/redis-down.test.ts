import t, { type Test } from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { Redis } from 'ioredis'
import { HTTP_BACKEND, buildTestApiServer, newStudent, openTestDatabase, testApiConfig } from '#test/helper.ts'
import { freePort } from '#test/free-port.ts'
import { memoryLog as memoryLogOf } from '#test/memory-log.ts'

// Decision 0078: with REDIS_URL set and Redis away, sign-ins and the limits carry on with counts
// kept in the process (one warning, not one per request), /readyz names Redis as down, and the
// counts go back to Redis when it answers again. A real redis-server of the test's own is stopped
// and started again under the host.

interface LogLine {
  level: number
  msg?: string
}

const memoryLog = () => memoryLogOf<LogLine>()

const AWAY = /Redis \(REDIS_URL\) cannot be reached/
const BACK = /Redis answers again/

/** A redis-server of this test's own on `port`, keeping nothing on disk; stopped when the test ends. */
async function startRedis(t: Test, port: number) {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  t.teardown(() => void server.kill('SIGKILL'))
  // Asked until the new server listens; its connection errors meanwhile are expected.
  const probe = new Redis(port, '127.0.0.1', { retryStrategy: () => 50, maxRetriesPerRequest: null })
  probe.on('error', () => {})
  await probe.ping()
  return {
    probe,
    async stop() {
      probe.disconnect()
      server.kill('SIGKILL')
      await once(server, 'exit')
    },
  }
}

async function apiWithRedis(t: Test, port: number) {
  const log = memoryLog()
  const config = testApiConfig({ REDIS_URL: `redis://127.0.0.1:${port}` })
  const app = await buildTestApiServer({ config, database: await openTestDatabase(t, HTTP_BACKEND), logStream: log.stream })
  t.teardown(() => app.close())
  return { app, log: log.lines }
}

type Api = Awaited<ReturnType<typeof apiWithRedis>>['app']

async function signInWorks(t: Test, app: Api, what: string) {
  const student = newStudent()
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: student })
  t.equal(registered.statusCode, 201, `${what}: register answers 201`)
  const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: 'not the password' } })
  t.equal(wrong.statusCode, 401, `${what}: a wrong password answers 401`)
  const right = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: student.password } })
  t.equal(right.statusCode, 200, `${what}: the right password signs in`)
}

const readyz = async (app: Api) => {
  const res = await app.inject({ method: 'GET', url: '/readyz' })
  return { statusCode: res.statusCode, body: res.json() as { status: string; checks: Record<string, string> } }
}

async function until(condition: () => Promise<boolean> | boolean) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50))
}

t.test('a host started while nothing listens at REDIS_URL signs students in, and says Redis is down', async (t) => {
  const { app, log } = await apiWithRedis(t, await freePort())
  await signInWorks(t, app, 'Redis never reached')
  await signInWorks(t, app, 'again')
  t.match(await readyz(app), { statusCode: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'down', blobs: 'ok' } } })
  t.equal(log.filter((line) => AWAY.test(line.msg ?? '')).length, 1, 'one warning for the outage, not one per request')
})

t.test('Redis stopped under a running host, then started again', async (t) => {
  const port = await freePort()
  const redis = await startRedis(t, port)
  const { app, log } = await apiWithRedis(t, port)
  await signInWorks(t, app, 'Redis up')
  t.ok((await redis.probe.keys('*')).length > 0, 'the counts are kept in Redis')
  t.same((await readyz(app)).body.checks.redis, 'ok')

  await redis.stop()
  await signInWorks(t, app, 'Redis stopped')
  await signInWorks(t, app, 'Redis still stopped')
  t.match(await readyz(app), { statusCode: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'down', blobs: 'ok' } } })
  t.equal(log.filter((line) => AWAY.test(line.msg ?? '')).length, 1, 'one warning for the outage')

  const again = await startRedis(t, port)
  await until(async () => (await readyz(app)).body.checks.redis === 'ok')
  t.ok(log.some((line) => BACK.test(line.msg ?? '')), 'the log says Redis answers again')
  await signInWorks(t, app, 'Redis back')
  t.ok((await again.probe.keys('*')).length > 0, 'the counts are kept in Redis again')
  again.probe.disconnect()
})
