import fp from 'fastify-plugin'
import { UserReads } from '../db/user-reads.ts'
import { PUBLISHED_TESTS_CHANNEL } from '../modules/tests/published-lists.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What each signed-in page reads of a user's own rows, kept until a row of theirs changes. */
    userReads: UserReads
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export default fp(
  async (app) => {
    const reads = new UserReads()
    await reads.keep((channel, onNotify) => app.database.listen(channel, onNotify), [PUBLISHED_TESTS_CHANNEL])
    app.addHook('onClose', () => reads.stop())
    // A change is dropped before its writer hears it is done (a student's submit, an evaluator's
    // marks): on PostgreSQL its notification travels on another connection and could otherwise
    // come after the next page asks.
    app.addHook('onSend', async (request) => {
      if (WRITES.has(request.method)) await app.database.heard()
    })
    app.decorate('userReads', reads)
  },
  { name: 'user-reads', dependencies: ['db', 'auth'] },
)
