import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildWebServer } from '#web/server.ts'
import { loadWebConfig } from '#web/config.ts'
import { openTestDatabase, buildTestApiServer, testApiConfig, type Backend } from './helper.ts'
import { testLogStream } from './test-log.ts'

interface Teardown {
  teardown(fn: () => unknown): void
}

export interface ProductOptions {
  backend?: Backend
  /** Load the sample tests of content/ as a fresh install does. */
  sampleContent?: boolean
  /** Let attempts carry shorter timings, so browser tests can watch a clock run out. */
  customTiming?: boolean
  /** The API host's clock, for a test that moves time on (a writing attempt's reading time); the real one otherwise. */
  now?: () => Date
}

/** The whole product listening on loopback ports: the API host on a fresh database and the web server. */
export async function startProduct(t: Teardown, { backend = 'pglite', sampleContent = false, customTiming = false, now }: ProductOptions = {}) {
  const database = await openTestDatabase(t, backend)
  const blobDir = await mkdtemp(join(tmpdir(), 'oet-product-blobs-'))
  const config = testApiConfig({
    BLOB_DIR: blobDir,
    LOAD_SAMPLE_CONTENT: String(sampleContent),
    ALLOW_CUSTOM_TIMING: String(customTiming),
  })
  const api = await buildTestApiServer({ config, database, ...(now ? { now } : {}) })
  // Closed even if the web server below fails to start, so a failed start cannot hang the test.
  t.teardown(async () => {
    await api.close()
    await rm(blobDir, { recursive: true, force: true })
  })
  await api.listen({ host: '127.0.0.1', port: 0 })
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`
  const web = await buildWebServer(loadWebConfig({ API_URL: apiUrl, PUBLIC_URL: 'http://127.0.0.1:3000' }), testLogStream)
  await web.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`
  t.teardown(() => web.close())
  return { api, web, url, apiUrl }
}
