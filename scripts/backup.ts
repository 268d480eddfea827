import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadApiConfig } from '#api/config.ts'
import { createBackup } from '#api/backup/backup.ts'
import { BackupError } from '#api/backup/manifest.ts'
import { DataDirLockedError } from '#api/db/data-dir-lock.ts'
import { fail } from './lib/cli.ts'

/** npm run backup [-- --to DIR]: the database and the files, into one new directory with a manifest (decision 0080). */
const usage = 'Usage: npm run backup [-- --to DIRECTORY]   (default: backups/oet-prep-<time>)'

const stoppedServerAdvice = `The embedded database (PGlite) can only be copied while no server uses it. Stop the server,
run the backup, and start the server again. With Docker:
    docker stop oet-prep
    docker run --rm -v oet-data:/data -v "$PWD/backups:/app/backups" oet-prep npm run backup
    docker start oet-prep
For backups while the product runs, use PostgreSQL (DATABASE_URL): pg_dump copies it live.`

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } })
  const target = values.to ?? join('backups', `oet-prep-${new Date().toISOString().replace(/[:.]/g, '-')}`)
  try {
    const manifest = await createBackup(loadApiConfig(), target)
    console.log(`Backed up the ${manifest.database.driver} database (schema: ${manifest.schema.migrations} migrations, the last ${manifest.schema.lastMigration}) to ${target}.`)
    if (manifest.files.store === 'directory') console.log(`Files: ${manifest.files.count} (${manifest.files.bytes} bytes) in ${join(target, manifest.files.directory)}.`)
    else console.log(manifest.files.note)
    return 0
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(`${error.message}\n${stoppedServerAdvice}`)
    if (error instanceof BackupError) return fail(`${error.message}\n${usage}`)
    throw error
  }
}

process.exitCode = await main()
