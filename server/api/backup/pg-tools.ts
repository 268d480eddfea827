import { spawn } from 'node:child_process'
import { BackupError } from './manifest.ts'

/**
 * PostgreSQL's own tools, given the server without its password on the command line (where any
 * user of the machine could read it): the password goes in PGPASSWORD.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-8192)))
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`) : error),
    )
    child.once('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`))))
  })
}

/** A consistent dump of a running server's database (one snapshot), in pg_dump's custom format. */
export async function pgDump(databaseUrl: string, file: string) {
  const { dbname, env } = connection(databaseUrl)
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env)
}

/** Loads a custom-format dump into an empty database, all or nothing. */
export async function pgRestore(databaseUrl: string, file: string) {
  const { dbname, env } = connection(databaseUrl)
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env)
}
