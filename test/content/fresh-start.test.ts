import t from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { count } from 'drizzle-orm'
import { tests } from '#api/db/schema.ts'
import { TEST_PATHS } from '#api/modules/tests/routes.ts'
import { contentFiles } from '#api/modules/tests/import-dir.ts'
import { databaseBackends, newStudent, openTestDatabase, buildTestApiServer, testApiConfig } from '../helper.ts'

for (const backend of databaseBackends()) {
  t.test(`${backend}: a fresh install serves every sample test, without keys, and a second start adds nothing`, async (t) => {
    const blobDir = await mkdtemp(join(tmpdir(), 'oet-fresh-'))
    t.teardown(() => rm(blobDir, { recursive: true, force: true }))
    const database = await openTestDatabase(t, backend)
    const config = testApiConfig({ LOAD_SAMPLE_CONTENT: 'true', BLOB_DIR: blobDir })
    const first = await buildTestApiServer({ config, database })
    const [{ total }] = (await first.database.db.select({ total: count() }).from(tests)) as [{ total: number }]
    const samples = await contentFiles(fileURLToPath(new URL('../../content/', import.meta.url)))
    t.equal(total, samples.length, `every sample document is loaded on first start (${total})`)

    const student = await first.inject({ method: 'POST', url: '/api/auth/register', payload: newStudent() })
    const headers = { authorization: `Bearer ${student.json().token}` }
    let served = 0
    for (const [kind, path] of Object.entries(TEST_PATHS)) {
      const list = await first.inject({ method: 'GET', url: path, headers })
      t.equal(list.statusCode, 200, `${path} lists`)
      const summaries = list.json() as { id: string; kind: string }[]
      t.ok(summaries.length >= 1, `${kind}: at least one sample test`)
      served += summaries.length
      for (const summary of summaries) {
        const one = await first.inject({ method: 'GET', url: `${path}/${summary.id}`, headers })
        t.equal(one.statusCode, 200, `${kind} ${summary.id} opens`)
        t.notOk('answerKey' in one.json(), 'no answer key in the content')
        for (const audio of one.body.match(/\/api\/media\/[0-9a-f]{32}\.\w+/g)?.slice(0, 1) ?? []) {
          const media = await first.inject({ method: 'GET', url: audio, headers: { ...headers, range: 'bytes=0-99' } })
          t.equal(media.statusCode, 206, `${audio} streams`)
        }
      }
    }
    t.equal(served, total, 'and students are offered every one')
    await first.close()

    const second = await buildTestApiServer({ config, database })
    t.teardown(() => second.close())
    const [{ total: after }] = (await second.database.db.select({ total: count() }).from(tests)) as [{ total: number }]
    t.equal(after, total, 'a second start adds nothing')
  })
}
