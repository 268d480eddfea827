import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { APP_ROOT } from '../../common/app-root.ts'

export const MANIFEST_FILE = 'manifest.json'
const FORMAT = 'oet-prep-backup'

/** What a backup directory holds, written last: a directory without it is an unfinished backup. */
export interface Manifest {
  format: typeof FORMAT
  formatVersion: 1
  createdAt: string
  /** The product's version that made it (package.json). */
  productVersion: string
  /** The schema the database was at: how many of the product's migrations it had, and the last one's name. */
  schema: { migrations: number; lastMigration: string | null }
  database:
    | { driver: 'pglite'; directory: string }
    | { driver: 'postgres'; file: string; format: 'pg_dump custom' }
  files:
    | { store: 'directory'; directory: string; count: number; bytes: number }
    | { store: 's3'; note: string }
}

export class BackupError extends Error {
  override name = 'BackupError'
}

interface JournalEntry {
  idx: number
  when: number
  tag: string
}

/** The migrations this version of the product knows, in order (drizzle's journal). */
export async function knownMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(join(APP_ROOT, 'server', 'api', 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  return journal.entries
}

/** Drizzle records each applied migration's time (the journal's `when`): the schema of a database in the product's terms. */
export async function schemaOf(appliedWhens: number[]): Promise<Manifest['schema']> {
  const known = await knownMigrations()
  const last = Math.max(...appliedWhens)
  return { migrations: appliedWhens.length, lastMigration: known.find((entry) => entry.when === last)?.tag ?? null }
}

export async function productVersion(): Promise<string> {
  return (JSON.parse(await readFile(join(APP_ROOT, 'package.json'), 'utf8')) as { version: string }).version
}

export async function writeManifest(dir: string, manifest: Manifest) {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8')
  } catch {
    throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST_FILE} (an unfinished backup has none either).`)
  }
  let manifest: Manifest
  try {
    manifest = JSON.parse(text) as Manifest
  } catch {
    throw new BackupError(`${join(dir, MANIFEST_FILE)} is damaged: it is not JSON.`)
  }
  if (manifest?.format !== FORMAT || manifest.formatVersion !== 1) throw new BackupError(`${join(dir, MANIFEST_FILE)} is not a backup this version of OET Prep can read.`)
  return manifest
}
