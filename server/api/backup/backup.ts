import { sql } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { ApiConfig } from '../config.ts'
import { blobDirOf } from '../blob/configured-store.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock.ts'
import { redactedS3Url } from './s3-note.ts'
import { copyTree, isInside, treeSize } from './files.ts'
import { BackupError, productVersion, schemaOf, writeManifest, type Manifest } from './manifest.ts'
import { pgDump } from './pg-tools.ts'

/** PGlite's files that belong to a running instance, not to the data. */
const PGLITE_RUNTIME_FILES = new Set([LOCK_FILE, 'postmaster.pid'])

/** The migrations a database has had, by drizzle's record of them. */
async function appliedMigrations(database: Database): Promise<Manifest['schema']> {
  const result = (await database.db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as { rows: { created_at: string | number }[] }
  return schemaOf(result.rows.map((row) => Number(row.created_at)))
}

/**
 * Backs up the database and the files into `target` (a new or empty directory; decision 0080).
 * PostgreSQL: pg_dump, consistent while the product runs. PGlite: its data directory, copied
 * while this process holds its lock, so only with the server stopped (a running server's lock
 * refuses it with DataDirLockedError). Then the files of BLOB_DIR, or a note that S3 keeps its
 * own. The manifest is written last.
 */
export async function createBackup(config: ApiConfig, target: string): Promise<Manifest> {
  if (existsSync(target) && (await readdir(target)).length > 0) throw new BackupError(`${target} is not empty: a backup goes into a new directory.`)
  await mkdir(target, { recursive: true })
  try {
    return await writeBackup(config, target)
  } catch (error) {
    // A refused or failed backup leaves nothing that could pass for one.
    await rm(target, { recursive: true, force: true })
    throw error
  }
}

async function writeBackup(config: ApiConfig, target: string): Promise<Manifest> {
  const createdAt = new Date().toISOString()

  let database: Manifest['database']
  let schema: Manifest['schema']
  if (config.DATABASE_URL) {
    const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
    try {
      schema = await appliedMigrations(opened)
    } finally {
      await opened.close()
    }
    database = { driver: 'postgres', file: 'database.pgdump', format: 'pg_dump custom' }
    await pgDump(config.DATABASE_URL, join(target, database.file))
  } else {
    database = { driver: 'pglite', directory: 'database' }
    schema = await copyPglite(config, join(target, database.directory))
  }

  let files: Manifest['files']
  if (config.S3_URL) {
    files = { store: 's3', note: `Files are kept in the S3 bucket ${redactedS3Url(config.S3_URL)}, which keeps its own copies (turn on its versioning or replication); this backup holds the database only.` }
  } else {
    const blobDir = blobDirOf({ blobDir: config.BLOB_DIR, dataDir: config.DATA_DIR })
    await mkdir(join(target, 'files'))
    if (existsSync(blobDir)) await copyTree(blobDir, join(target, 'files')) // none before the first file is stored
    files = { store: 'directory', directory: 'files', ...(await treeSize(join(target, 'files'))) }
  }

  const manifest: Manifest = { format: 'oet-prep-backup', formatVersion: 1, createdAt, productVersion: await productVersion(), schema, database, files }
  await writeManifest(target, manifest)
  return manifest
}

/**
 * PGlite's data directory as a cleanly shut down database: under its lock, opened (which
 * recovers an unclean stop), read, checkpointed and closed, then copied, so that no server can
 * start on it meanwhile.
 */
async function copyPglite(config: ApiConfig, to: string): Promise<Manifest['schema']> {
  const dataDir = resolve(config.DATA_DIR)
  const blobDir = resolve(blobDirOf({ blobDir: config.BLOB_DIR, dataDir: config.DATA_DIR }))
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${dataDir} (DATA_DIR) to back up.`)
  const unlock = lockDataDir(dataDir)
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const client = await PGlite.create(dataDir)
    let schema: Manifest['schema']
    try {
      const { rows } = await client.query<{ created_at: string | number }>('select created_at from drizzle.__drizzle_migrations')
      schema = await schemaOf(rows.map((row) => Number(row.created_at)))
      await client.exec('checkpoint')
    } finally {
      await client.close()
    }
    const runtimeFile = (path: string) => PGLITE_RUNTIME_FILES.has(relative(dataDir, path))
    // The default BLOB_DIR is DATA_DIR/blobs: its files go to the backup's own folder, not twice.
    await copyTree(dataDir, to, (path) => runtimeFile(path) || (path !== dataDir && isInside(path, blobDir)))
    return schema
  } finally {
    unlock()
  }
}
