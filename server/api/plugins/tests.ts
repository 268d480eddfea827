import fp from 'fastify-plugin'
import { testsService, type TestsService } from '../modules/tests/service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    tests: TestsService
  }
}

export default fp(
  async (app) => {
    const tests = testsService({ db: app.database.db, blobs: app.blobs })
    await tests.keepLists((channel, onNotify) => app.database.listen(channel, onNotify))
    app.addHook('onClose', () => tests.stopKeepingLists())
    app.decorate('tests', tests)
  },
  {
    name: 'tests',
    dependencies: ['db', 'blob-store'],
  },
)
