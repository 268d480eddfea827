import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { CreatedTestResponse } from '#shared/content/schema.ts'
import { TEST_DOCUMENT_MAX_BYTES, TEST_MEDIA_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { errorResponses } from '../../http/schemas.ts'
import { storeTestMedia } from '../../uploads/test-media.ts'
import { MEDIA_URL_PREFIX } from './media.ts'

/** Staff and admins add tests: a JSON document, and the audio and images it names. */
export const adminTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staffOnly = [app.authenticate, app.requireRole('staff', 'admin')]

  app.post(
    '/api/admin/tests',
    {
      preHandler: staffOnly,
      bodyLimit: TEST_DOCUMENT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Import a test document {kind, title, content, answerKey, scaling?}',
        description: 'Validated against the schema of its kind; a 400 names the first bad field. The same document twice is stored once.',
        body: Type.Object({}, { additionalProperties: true }),
        response: { 201: CreatedTestResponse, 200: CreatedTestResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { id, created } = await app.tests.import(request.body)
      return reply.code(created ? 201 : 200).send({ id })
    },
  )

  // Media bodies stream straight into the blob store, never held whole in memory.
  app.addContentTypeParser(/^(audio|image)\//, (_request, payload, done) => done(null, payload))
  app.post(
    '/api/admin/media',
    {
      preHandler: staffOnly,
      bodyLimit: TEST_MEDIA_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Upload a test audio or image file (raw body with its Content-Type, which its content must match; SVG only as an inert drawing)',
        response: { 201: Type.Object({ url: Type.String() }), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const file = await storeTestMedia(request, app.blobs)
      return reply.code(201).send({ url: MEDIA_URL_PREFIX + file })
    },
  )
}
