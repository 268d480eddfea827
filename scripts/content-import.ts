import { stat } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { configuredBlobStore } from '#api/blob/configured-store.ts'
import { importContentDir } from '#api/modules/tests/import-dir.ts'
import { fail, withDatabase } from './lib/cli.ts'

/** npm run content:import -- FILE_OR_DIR */
const usage = 'Usage: npm run content:import -- FILE_OR_DIR (one import document, or a folder of tests, each a test.json with its media)'

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} })
  if (positionals.length !== 1) return fail(usage)
  const path = positionals[0]!
  if (!(await stat(path).catch(() => null))) return fail(`${path} does not exist.\n${usage}`)

  return withDatabase(async (database, config) => {
    const outcomes = await importContentDir(path, {
      db: database.db,
      blobs: await configuredBlobStore({ s3Url: config.S3_URL, blobDir: config.BLOB_DIR, dataDir: config.DATA_DIR }),
      log: { info: (_fields, message) => console.log(message), warn: (_fields, message) => console.error(message) },
    })
    if (outcomes.length === 0) console.log(`No import documents (test.json) found in ${path}.`)
    return outcomes.some((outcome) => outcome.status === 'refused') ? 1 : 0
  })
}

process.exitCode = await main()
