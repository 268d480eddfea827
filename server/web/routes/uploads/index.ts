import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import mockSpeakingUploadRoutes from './mock-speaking.ts'
import mockSubmitUploadRoutes from './mock-submit.ts'
import speakingUploadRoutes from './speaking.ts'
import { logSubmissions } from './submission-log.ts'
import writingUploadRoutes from './writing.ts'

/**
 * The calls whose uploads the web server normalises before the API host sees them (DESIGN.md
 * sections 2 and 5): photos of handwritten letters, speaking recordings, a mock's recordings, and
 * a whole mock's submission (its photos and recordings). Registered before the /api/* proxy;
 * every other call is proxied untouched.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  // Bodies are read by the routes themselves, as streams: JSON passes through or is scanned as it
  // arrives, multipart is parsed part by part. Fastify parses nothing here.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  await app.register(multipart, { limits: { headerPairs: 100 } })

  // An upload refused before its end was read: the rest will never be read, so the connection
  // closes after the answer instead of waiting for bytes no one wants.
  app.addHook('onError', async (request, reply) => {
    if (!request.raw.complete) void reply.header('connection', 'close')
  })
  logSubmissions(app)

  await app.register(writingUploadRoutes)
  await app.register(speakingUploadRoutes)
  await app.register(mockSpeakingUploadRoutes)
  await app.register(mockSubmitUploadRoutes)
}
