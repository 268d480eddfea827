import { loadApiConfig, type ApiConfig } from '#api/config.ts'
import { openDatabase, type Database } from '#api/db/client.ts'

/** Runs a command against the API host's database (migrated first), closing it afterwards. */
export async function withDatabase<T>(run: (database: Database, config: ApiConfig) => Promise<T>): Promise<T> {
  const config = loadApiConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
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
