import type { FastifyInstance } from 'fastify'
import { importContentDir } from './import-dir.ts'
import { testsRepository } from './repository.ts'

/**
 * A fresh install serves the sample tests at once: when the database holds no test, the content
 * folder is imported. Later changes to it are imported with `npm run content:import`.
 */
export async function loadSampleContent(app: FastifyInstance, contentDir: string): Promise<void> {
  if (!(await testsRepository(app.database.db).isEmpty())) return
  const outcomes = await importContentDir(contentDir, { db: app.database.db, blobs: app.blobs, log: app.log })
  const imported = outcomes.filter((outcome) => outcome.status === 'imported').length
  app.log.info({ imported, contentDir }, 'sample content loaded on first start')
}
