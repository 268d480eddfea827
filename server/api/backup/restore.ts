import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { ApiConfig } from '../config.ts'
import { blobDirOf } from '../blob/configured-store.ts'
import { openDatabase } from '../db/client.ts'
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock.ts'
import { copyTree, isInside } from './files.ts'
import { BackupError, knownMigrations, readManifest, type Manifest } from './manifest.ts'
import { pgRestore } from './pg-tools.ts'

export interface RestoreOptions {
  /** Replace a database that already holds data (and add the backup's files to BLOB_DIR's). */
  force?: boolean
}

/**
 * Restores a backup made by createBackup into the configured database and BLOB_DIR (decision
 * 0080): refused when the backup's schema is newer than this version knows, or when the database
 * already holds data and `force` is not given. A backup of an older schema is brought up to date
 * by the migrations, as a start would.
 */
export async function restoreBackup(config: ApiConfig, source: string, { force = false }: RestoreOptions = {}): Promise<Manifest> {
  const manifest = await readManifest(source)
  const known = await knownMigrations()
  if (manifest.schema.migrations > known.length) {
    throw new BackupError(
      `This backup's database has ${manifest.schema.migrations} migrations (the last ${manifest.schema.lastMigration ?? 'unknown here'}); this version of OET Prep knows ${known.length}. Restore it with the version that made it (${manifest.productVersion}) or a newer one.`,
    )
  }
  if (manifest.database.driver === 'postgres' && !config.DATABASE_URL) throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.')
  if (manifest.database.driver === 'pglite' && config.DATABASE_URL) throw new BackupError('This backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to restore it.')

  if (manifest.files.store === 'directory' && config.S3_URL) {
    throw new BackupError(`This backup keeps its files in ${join(source, manifest.files.directory)}, but S3_URL is set, so they would not be restored. Restore with S3_URL unset (the files go to BLOB_DIR), then copy them into the bucket with your S3 tools.`)
  }
  if (manifest.database.driver === 'postgres') await restorePostgres(config.DATABASE_URL!, join(source, manifest.database.file), force)
  else await restorePglite(config, join(source, manifest.database.directory), force)

  // A backup of an older schema is brought to this version's now, rather than at the next start.
  if (manifest.schema.migrations < known.length) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
    try {
      await database.migrate()
    } finally {
      await database.close()
    }
  }

  if (manifest.files.store === 'directory') await copyTree(join(source, manifest.files.directory), blobDirOf({ blobDir: config.BLOB_DIR, dataDir: config.DATA_DIR }))
  return manifest
}

const notEmpty = (what: string) => new BackupError(`${what} already holds data: restoring would replace it. Restore into a new one, or add --force to replace it.`)

async function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ tables: number }>(`select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')`)
    if (rows[0]!.tables > 0) {
      if (!force) throw notEmpty('The database at DATABASE_URL')
      await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public')
    }
  } finally {
    await client.end()
  }
  await pgRestore(databaseUrl, file)
}

async function restorePglite(config: ApiConfig, from: string, force: boolean) {
  const dataDir = resolve(config.DATA_DIR)
  const blobDir = resolve(blobDirOf({ blobDir: config.BLOB_DIR, dataDir: config.DATA_DIR }))
  await mkdir(dataDir, { recursive: true })
  // Held throughout: a server must not start on the directory while it is being replaced.
  const unlock = lockDataDir(dataDir)
  try {
    if (existsSync(join(dataDir, 'PG_VERSION'))) {
      if (!force) throw notEmpty(`The data directory ${dataDir} (DATA_DIR)`)
      for (const entry of await readdir(dataDir)) {
        const path = join(dataDir, entry)
        // The lock stays held; files under BLOB_DIR stay, the backup's are added to them.
        if (entry === LOCK_FILE || isInside(blobDir, path)) continue
        await rm(path, { recursive: true, force: true })
      }
    }
    await copyTree(from, dataDir, (path) => relative(resolve(from), path) === LOCK_FILE)
  } finally {
    unlock()
  }
}
