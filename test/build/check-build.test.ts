import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import t from 'tap'
import { ROOT } from '#test/npm-start.ts'

// scripts/check-build.sh runs before `npm start` and the operator's commands, which run the build:
// none, or one older than its sources, is refused with what to do; an install without sources
// (the Docker image) is not compared.

const CHECK = join(ROOT, 'scripts', 'check-build.sh')
const BUILT = ['dist/server/start.js', 'dist/client/.vite/manifest.json']

/** A folder holding `files`, each dated `ageSeconds` ago. */
async function installation(t: { teardown(fn: () => unknown): void }, files: Record<string, number>) {
  const dir = await mkdtemp(join(tmpdir(), 'oet-check-build-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  for (const [file, ageSeconds] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await writeFile(join(dir, file), '')
    const when = Date.now() / 1000 - ageSeconds
    await utimes(join(dir, file), when, when)
  }
  return dir
}

const check = (cwd: string) =>
  new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile('sh', [CHECK], { cwd }, (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }))
  })

const built = (ageSeconds: number) => Object.fromEntries(BUILT.map((file) => [file, ageSeconds]))

t.test('a build newer than its sources passes', async (t) => {
  const dir = await installation(t, { ...built(10), 'server/api/config.ts': 60, 'client/router.tsx': 60, 'scripts/user-create.ts': 60 })
  t.same(await check(dir), { code: 0, stderr: '' })
})

t.test('no build, or half of one, is refused with what to run', async (t) => {
  const none = await check(await installation(t, { 'server/start.ts': 60 }))
  t.equal(none.code, 1)
  t.match(none.stderr, /not built: run npm run build/)
  t.equal((await check(await installation(t, { 'dist/server/start.js': 10 }))).code, 1, 'the client is missing')
})

t.test('a source changed since the build is refused and named', async (t) => {
  for (const source of ['server/api/db/client.ts', 'shared/marking/match.ts', 'client/routes/root.tsx', 'scripts/lib/cli.ts', 'scripts/content-import.ts']) {
    const result = await check(await installation(t, { ...built(60), [source]: 10 }))
    t.equal(result.code, 1, source)
    t.match(result.stderr, `older than the sources (${source} changed since): run npm run build`)
  }
})

t.test('tests and tools the build does not hold do not count', async (t) => {
  const dir = await installation(t, { ...built(60), 'client/routes/results/percent.test.ts': 10, 'scripts/bench.ts': 10, 'test/helper.ts': 10 })
  t.equal((await check(dir)).code, 0)
})

t.test('the Docker image (the build and no sources) passes', async (t) => {
  const dir = await installation(t, { ...built(60), 'server/api/db/migrations/0000_init.sql': 10, 'content/oet-reading-1/test.json': 10 })
  t.equal((await check(dir)).code, 0)
})
