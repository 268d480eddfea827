import { execFile, spawn } from 'node:child_process'
import { readdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { LOCK_FILE } from '#api/db/data-dir-lock.ts'
import { freePort } from '#test/free-port.ts'

// The operator's mistake from issue 15: `npm run user:create` while the server runs on the same
// embedded database. The command must refuse, and leave the server and its data as they were.

const root = new URL('../../', import.meta.url).pathname
const password = 'Correct-Horse-Battery-9'

/** This process's environment for the embedded database: CI's DATABASE_URL would send both processes to PostgreSQL. */
function embedded(settings: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _server, ...inherited } = process.env
  return { ...inherited, ...settings }
}

function userCreate(dataDir: string, email: string) {
  return new Promise<{ code: number; stderr: string }>((resolve) => {
    const args = ['dist/server/user-create.js', '--email', email, '--password', password]
    execFile(process.execPath, args, { cwd: root, env: embedded({ DATA_DIR: dataDir }) }, (error, _stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stderr })
    })
  })
}

t.test('user:create refuses a data directory the running server holds, and works once it has stopped', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'oet-lock-cli-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const dataDir = join(dir, 'data')
  const apiPort = await freePort()
  const env = embedded({ DATA_DIR: dataDir, PORT: String(await freePort()), API_PORT: String(apiPort), LOAD_SAMPLE_CONTENT: 'false' })
  // The server as `npm start` runs it, from the build.
  const server = spawn(process.execPath, ['dist/server/start.js'], { cwd: root, env, stdio: 'ignore' })
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
  t.teardown(() => void server.kill('SIGKILL'))

  const api = `http://127.0.0.1:${apiPort}`
  for (let tries = 0; !(await fetch(`${api}/readyz`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 240 || server.exitCode !== null) throw new Error('the server did not start')
    await sleep(250)
  }
  const filesBefore = (await readdir(dataDir)).sort()
  t.ok(filesBefore.includes(LOCK_FILE), 'the running server holds the lock')

  const refused = await userCreate(dataDir, 'second-process@example.com')
  t.equal(refused.code, 1, 'the command fails')
  t.match(refused.stderr, /in use by another process \(pid \d+/, 'it says the server has the data directory')
  t.match(refused.stderr, /ADMIN_EMAIL/, 'and how to do it through the running server')
  t.match(refused.stderr, /docker stop/, 'or with the server stopped')
  t.same((await readdir(dataDir)).sort(), filesBefore, 'the data directory is as it was')

  const register = await fetch(`${api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Still Served', email: 'after-refusal@example.com', password }),
  })
  t.equal(register.status, 201, 'the server still takes new users')

  server.kill('SIGTERM')
  t.equal(await exited, 0, 'the server stops cleanly')
  t.notOk((await readdir(dataDir)).includes(LOCK_FILE), 'and lets go of its lock')
  const created = await userCreate(dataDir, 'after-stop@example.com')
  t.equal(created.code, 0, `with the server stopped the command works ${created.stderr}`)
  const again = await userCreate(dataDir, 'after-refusal@example.com')
  t.match(again.stderr, /already exists/, 'the user the server made after the refusal was kept')
})
