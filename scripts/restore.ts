import { parseArgs } from 'node:util'
import { loadApiConfig } from '#api/config.ts'
import { BackupError } from '#api/backup/manifest.ts'
import { restoreBackup } from '#api/backup/restore.ts'
import { DataDirLockedError } from '#api/db/data-dir-lock.ts'
import { fail } from './lib/cli.ts'

/** npm run restore -- DIR [--force]: a backup made by `npm run backup`, into the configured database and BLOB_DIR (decision 0080). */
const usage = 'Usage: npm run restore -- BACKUP_DIRECTORY [--force]   (--force replaces a database that holds data)'

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
  const [source] = positionals
  if (!source || positionals.length > 1) return fail(usage)
  try {
    const manifest = await restoreBackup(loadApiConfig(), source, { force: values.force })
    console.log(`Restored the ${manifest.database.driver} database of ${manifest.createdAt} (schema: ${manifest.schema.migrations} migrations) from ${source}.`)
    if (manifest.files.store === 's3') console.log(manifest.files.note)
    else console.log(`Files: ${manifest.files.count} restored.`)
    return 0
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(`${error.message}\nStop the server before restoring into its data directory.`)
    if (error instanceof BackupError) return fail(error.message)
    throw error
  }
}

process.exitCode = await main()
