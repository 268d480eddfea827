import { loadApiConfig, type ApiConfig } from '#api/config.ts'
import { openDatabase, type Database } from '#api/db/client.ts'
import { DataDirLockedError } from '#api/db/data-dir-lock.ts'

/**
 * What to do instead when the server holds the data directory: a second process must never open
 * an embedded database the server has open (server/api/db/data-dir-lock.ts).
 */
export const dataDirInUseAdvice = `The server is using this database, and only one process may open it at a time. Either:
  - do it through the running server: students register themselves, an admin makes users staff on
    the Users page (/admin/users) and imports tests on /admin/import, and the first admin comes from
    ADMIN_EMAIL and ADMIN_PASSWORD when the server starts;
  - or stop the server, run this command, and start the server again. With Docker:
      docker stop oet-prep
      docker run --rm -v oet-data:/data oet-prep npm run user:create -- --email E --password P --role admin
      docker start oet-prep
A lock left by a server that ended without closing is taken over once its process is gone, or
30 seconds after its last sign of life when it ran in another container.`

/** Runs a command against the API host's database (migrated first), closing it afterwards. */
export async function withDatabase<T>(run: (database: Database, config: ApiConfig) => Promise<T>): Promise<T | number> {
  const config = loadApiConfig()
  let database: Database
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(`${error.message}\n${dataDirInUseAdvice}`)
    throw error
  }
  try {
    await database.migrate()
    return await run(database, config)
  } finally {
    await database.close()
  }
}

/** Prints why a command could not run, for the exit code 1 it answers. */
export function fail(message: string): number {
  console.error(message)
  return 1
}
