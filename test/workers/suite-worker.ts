import { mkdir, open, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import t from 'tap'
import { glob } from 'tinyglobby'
import { ROOT } from '../npm-start.ts'
import { processAlive } from '../process-alive.ts'

/*
 * A suite's test files run in a few long-lived processes instead of one process each: importing
 * the server code under tsx costs seconds of CPU per process, paid once per worker this way.
 *
 * `tap` starts one process per worker entry (test/workers/<suite>-<n>.test.ts), as many at once as
 * its `jobs`. Each worker takes the suite's files one at a time from a queue the workers of one run
 * share (a file is claimed by creating its marker with O_EXCL), slowest first, so the workers end
 * together. A worker started alone runs the whole suite; a single test file still runs alone as
 * before (`npx tap test/api/health.test.ts`), since the files are plain tap files.
 *
 * Every file's tests run on tap's root test, in the order the file makes them, one file after
 * another: a file is imported inside a subtest named after it, and its own tests are queued behind
 * that subtest, so the next file is imported only once they have all ended. Whatever a file opens
 * it closes in its tests' teardowns, as it always did.
 */

const QUEUES = join(tmpdir(), 'oet-prep-test-queues')
/** What .taprc gives one test file. */
const FILE_TIMEOUT_MS = 300_000

export interface Suite {
  /** The suite's name: the queue is kept per suite and per run. */
  name: string
  /** Globs of its files, from the checkout's root. */
  include: string[]
  exclude?: string[]
  /** Files known to take longest, started first (the rest follow in name order). */
  slowFirst?: string[]
}

export async function runSuiteWorker(suite: Suite): Promise<void> {
  const files = await suiteFiles(suite)
  const queue = await queueDir(suite.name)
  const next = async () => {
    for (const file of files) if (await claim(queue, file)) return file
    return undefined
  }
  const first = await next()
  if (first) runFile(first, next)
}

/**
 * Imports a file inside a subtest named after it; its tests queue behind that subtest. The next
 * file is claimed and queued behind them before the subtest ends, so tap's root test is never idle
 * (an idle root ends the process) until the queue is empty.
 */
function runFile(file: string, next: () => Promise<string | undefined>): void {
  void t.test(file, async () => {
    // Each file has the time one file had alone: the clock starts again with every file.
    t.setTimeout(FILE_TIMEOUT_MS)
    await import(pathToFileURL(join(ROOT, file)).href)
    const following = await next()
    if (following) runFile(following, next)
  })
}

async function suiteFiles({ include, exclude = [], slowFirst = [] }: Suite): Promise<string[]> {
  const found = (await glob(include, { cwd: ROOT, ignore: ['node_modules/**', 'dist/**', ...exclude] })).sort()
  const slow = slowFirst.filter((file) => found.includes(file))
  return [...slow, ...found.filter((file) => !slow.includes(file))]
}

/**
 * The folder of claim markers that this run's workers share: named after the tap runner that
 * started them (their parent) and the moment it started, so no two runs share one.
 */
async function queueDir(name: string): Promise<string> {
  const runner = process.ppid
  const dir = join(QUEUES, `${name}-${runner}-${await startTicks(runner)}`)
  await mkdir(dir, { recursive: true })
  await removeEndedQueues()
  return dir
}

/** Queues of runs whose runner has ended: no worker of theirs can still be reading them. */
async function removeEndedQueues(): Promise<void> {
  for (const entry of await readdir(QUEUES)) {
    const runner = Number(entry.split('-').at(-2))
    if (!processAlive(runner)) await rm(join(QUEUES, entry), { recursive: true, force: true })
  }
}


/** When a process started, in clock ticks since boot (field 22 of /proc/PID/stat); 0 where there is no /proc. */
async function startTicks(pid: number): Promise<string> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces; the fields after it are counted from its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '0'
  } catch {
    return '0'
  }
}

async function claim(queue: string, file: string): Promise<boolean> {
  try {
    const marker = await open(join(queue, file.replaceAll('/', '__')), 'wx')
    await marker.close()
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
