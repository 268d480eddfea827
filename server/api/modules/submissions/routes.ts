import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import multipart from '@fastify/multipart'
import { resultsRoutes } from './results-routes.ts'
import type { SubmissionRoutesOptions } from './schemas.ts'
import { speakingRoutes } from './speaking-routes.ts'
import { writingRoutes } from './writing-routes.ts'

/**
 * Writing and speaking submissions (issue 6): photos and recordings stream into the blob store,
 * checked by content. Multipart parsing is registered here only, for these calls.
 */
export const submissionRoutes: FastifyPluginAsyncTypebox<SubmissionRoutesOptions> = async (app, { service }) => {
  await app.register(multipart, { limits: { parts: 40, headerPairs: 100 } })
  // An upload answered before it was read to the end (refused: not logged in, a wrong file, too
  // large) closes its connection: the client may stop sending once it has the answer, and a
  // half-read request would hold the connection, and the server's shutdown, until it gave up.
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) void reply.header('connection', 'close')
  })
  await app.register(writingRoutes, { service })
  await app.register(speakingRoutes, { service })
  await app.register(resultsRoutes, { service })
}
