import t from 'tap'
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// `npm start` checks every variable of both hosts before it makes anything: with a PORT that is
// not a number it stops with a message naming PORT, and the fresh DATA_DIR is left as it was (no
// database created, no sample tests imported, no port opened).

const START = fileURLToPath(new URL('../../server/start.ts', import.meta.url))

t.test('PORT=abc stops the start before anything is created', async (t) => {
  const dataDir = join(t.testdir(), 'data')
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: 'abc', DATA_DIR: dataDir, API_PORT: '0', LOG_LEVEL: 'warn' }
    delete env.API_URL
    execFile(process.execPath, ['--import', 'tsx', START], { env, timeout: 60_000 }, (error, _stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr }),
    )
  })
  t.equal(code, 1, 'the process ends with a failure code')
  t.match(stderr, /Invalid configuration:\n\s+PORT: /, 'the message names PORT')
  t.notMatch(stderr, /\n\s+at /, 'a plain message, not a stack trace')
  t.ok(!existsSync(dataDir) || readdirSync(dataDir).length === 0, 'DATA_DIR is still empty')
})
