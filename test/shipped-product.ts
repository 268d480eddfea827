import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Db } from '#api/db/client.ts'
import { firstStartedDataDir } from './first-start-data-dir.ts'
import { npmStart, type LogLine, type RunningProduct } from './npm-start.ts'

/*
 * The product as the README starts it (`npm start` on the built client, at the default log level),
 * for one test. Besides the ports and the data dir, only what a test names differs: an admin from
 * ADMIN_EMAIL and ADMIN_PASSWORD as the README's Docker line sets them, TRUST_PROXY for a proxy in
 * front, and ALLOW_CUSTOM_TIMING for tests that watch a clock run out. A test may also put rows into
 * its database before it starts, as long use would have left them (a queue of hundreds).
 *
 * Its data dir is a copy of one a first start left, so the product starts as it does every day
 * after its first: seconds sooner. A test of the first start itself asks for an empty one.
 */

export type { LogLine }

interface Teardown {
  teardown(fn: () => unknown): void
}

export interface ShippedOptions {
  /** Let attempts carry shorter timings, so browser tests can watch a clock run out. */
  customTiming?: boolean
  /** The operator's admin, made at start. */
  admin?: { email: string; password: string }
  /** The proxies in front of the web server whose X-Forwarded-For it believes, as an operator names them. */
  trustProxy?: string
  /** Start on an empty data dir, as a new install does. */
  firstStart?: boolean
  /** Puts rows into the data dir's database (sample tests loaded) before the product opens it. */
  seed?: (db: Db) => Promise<void>
}

export interface ShippedProduct {
  url: string
  /** The JSON lines the process has written so far (npm's own lines left out). */
  logLines(): Promise<LogLine[]>
  /** What `find` makes of the JSON lines once it finds something, as soon as the process logs it. */
  whenLogged: RunningProduct['whenLogged']
}

/** Starts `npm start` and answers once its web server answers /healthz; stopped when the test ends. */
export async function startShippedProduct(t: Teardown, { customTiming = false, admin, trustProxy, firstStart = false, seed }: ShippedOptions = {}): Promise<ShippedProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oet-shipped-'))
  t.teardown(() => rm(dataDir, { recursive: true, force: true }))
  if (!firstStart) await cp(await firstStartedDataDir(), join(dataDir, 'data'), { recursive: true })
  if (seed) {
    // Closed before the start: the data dir is one process's at a time.
    const database = await openDatabase({ dataDir: join(dataDir, 'data') })
    try {
      await seed(database.db)
    } finally {
      await database.close()
    }
  }

  const settings: NodeJS.ProcessEnv = {}
  if (customTiming) settings.ALLOW_CUSTOM_TIMING = 'true'
  if (admin) Object.assign(settings, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  if (trustProxy) settings.TRUST_PROXY = trustProxy
  const product = await npmStart(dataDir, settings)
  t.teardown(async () => {
    const endedByItself = product.exitCode()
    await product.stop(15_000)
    // The product ending by itself while a test used it is the failure every student would meet.
    if (endedByItself !== undefined) {
      const tail = (await product.log()).split('\n').slice(-20).join('\n')
      throw new Error(`npm start ended by itself (code ${endedByItself}) during the test:\n${tail}`)
    }
  })
  await product.ready()
  return { url: product.url, logLines: product.logLines, whenLogged: product.whenLogged }
}
