import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import parseRange from 'range-parser'
import { HttpError, notFound } from '../../errors.ts'
import { errorResponses } from '../../http/schemas.ts'
import { mediaKey } from './media.ts'

/**
 * Test audio and images for logged-in users, by the relative URL the content names. Range
 * requests let audio start at once and stream over a slow connection.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/media/:file',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['tests'],
        summary: 'A media file of a test (supports Range)',
        params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
        response: errorResponses(401, 404, 416),
      },
    },
    async (request, reply) => {
      const key = mediaKey(request.params.file)
      const info = key ? await app.blobs.stat(key) : null
      if (!key || !info) throw notFound('This media file does not exist.')
      const header = request.headers.range
      const ranges = header ? parseRange(info.size, header, { combine: true }) : undefined
      if (ranges === -1) {
        // An error answer, so it goes out as JSON (not as the file's type) and is not cached.
        throw new HttpError(416, `The requested range is outside the file (${info.size} bytes).`, {
          headers: { 'content-range': `bytes */${info.size}` },
        })
      }
      // Named by content: the same URL always has the same bytes.
      void reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${request.params.file}"`)
        .type(info.contentType)
      const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined
      if (!range) return reply.header('content-length', info.size).send(await app.blobs.read(key))
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await app.blobs.read(key, range))
    },
  )
}
