import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { createHash, randomUUID } from 'node:crypto'
import { finished, Transform } from 'node:stream'
import type { Readable } from 'node:stream'
import { CreatedTestResponse } from '#shared/contracts/import-document.ts'
import { badRequest, HttpError } from '../../errors.ts'
import { errorResponses } from '../../http/schemas.ts'
import { EXTENSIONS } from '../../blob/store.ts'
import { MEDIA_URL_PREFIX } from './media.ts'

const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
const MAX_MEDIA_BYTES = 100 * 1024 * 1024

/** Staff and admins add tests: a JSON document, and the audio and images it names. */
export const adminTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staffOnly = [app.authenticate, app.requireRole('staff', 'admin')]

  app.post(
    '/api/admin/tests',
    {
      preHandler: staffOnly,
      bodyLimit: MAX_DOCUMENT_BYTES,
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
      bodyLimit: MAX_MEDIA_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Upload a test audio or image file (raw body with its Content-Type)',
        response: { 201: Type.Object({ url: Type.String() }), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
      const extension = EXTENSIONS[type]
      if (!extension) {
        throw new HttpError(415, `Media must be audio (Ogg/Opus, WebM, MP3, MP4, WAV) or an image (JPEG, PNG, SVG, WebP); got "${type || 'none'}".`)
      }
      // The body is a stream (not parsed by Fastify), so its bodyLimit does not apply: count here.
      const tooLarge = () =>
        new HttpError(413, `Media files may be at most ${MAX_MEDIA_BYTES / 1024 / 1024} MB.`, { headers: { connection: 'close' } })
      if (Number(request.headers['content-length']) > MAX_MEDIA_BYTES) throw tooLarge()
      const digest = createHash('sha256')
      let received = 0
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length
          if (received > MAX_MEDIA_BYTES) return callback(tooLarge())
          digest.update(chunk)
          callback(null, chunk)
        },
      })
      const temporary = `tmp/${randomUUID()}`
      const upload = request.body as Readable
      // An aborted upload ends the hashing stream too, so that the put fails and cleans up.
      finished(upload, (error) => error && hashing.destroy(error))
      const { size } = await app.blobs.put(temporary, upload.pipe(hashing), type)
      if (size === 0) {
        await app.blobs.delete(temporary)
        throw badRequest('The uploaded file is empty.')
      }
      const file = `${digest.digest('hex').slice(0, 32)}.${extension}`
      await app.blobs.move(temporary, `media/${file}`)
      return reply.code(201).send({ url: MEDIA_URL_PREFIX + file })
    },
  )
}
