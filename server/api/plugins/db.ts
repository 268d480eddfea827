import fp from 'fastify-plugin'
import { openDatabase, type Database } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
}

export interface DbPluginOptions {
  /** An open database to use (tests); otherwise one is opened from the URL or data directory. */
  database?: Database | undefined
  databaseUrl?: string | undefined
  dataDir: string
}

/** Opens the database and applies migrations before any route runs. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const database = options.database ?? (await openDatabase(options))
    if (!options.database) app.addHook('onClose', () => database.close())
    await database.migrate()
    app.decorate('database', database)
  },
  { name: 'db' },
)
