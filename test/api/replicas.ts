import { setTimeout as sleep } from 'node:timers/promises'
import type { Test } from 'tap'
import { buildTestApiServer, openTestDatabase, testApiConfig, type Backend } from '#test/helper.ts'

/** Two API hosts on one database stand for two replicas: each keeps its own reads and hears of changes through the database. */
export async function twoReplicas(t: Test, backend: Backend) {
  const database = await openTestDatabase(t, backend)
  const start = async () => {
    const app = await buildTestApiServer({ config: testApiConfig(), database })
    t.teardown(() => app.close())
    return app
  }
  const first = await start()
  return { first, second: await start(), database }
}

/** A notification travels on its own connection: ask until the answer shows it, as someone reloading would. */
export async function eventually(holds: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 200; tries++) {
    if (await holds()) return true
    await sleep(10)
  }
  return false
}
