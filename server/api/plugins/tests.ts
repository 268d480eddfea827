import fp from 'fastify-plugin'
import { testsService, type TestsService } from '../modules/tests/service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    tests: TestsService
  }
}

export default fp(
  async (app) => {
    app.decorate('tests', testsService({ db: app.database.db, blobs: app.blobs }))
  },
  {
  name: 'tests',
    dependencies: ['db', 'blob-store'],
  },
)
