import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { createHash, randomUUID, type Hash } from 'node:crypto'
import { Readable } from 'node:stream'
import { CreatedTestResponse } from '#shared/content/schema.ts'
import { sniffFormat, SNIFF_HEAD_BYTES, type AudioFormat, type ImageFormat } from '#shared/media/sniff.ts'
import { TEST_DOCUMENT_MAX_BYTES, TEST_MEDIA_MAX_BYTES, TEST_SVG_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { limitBytes, readHead } from '../../../common/upload-bytes.ts'
import { badRequest, HttpError } from '../../errors.ts'
import { errorResponses } from '../../http/schemas.ts'
import { EXTENSIONS } from '../../blob/store.ts'
import { MEDIA_URL_PREFIX } from './media.ts'
import { cleanImage, imageFailure, type CleanedFormat } from '../../uploads/clean-image.ts'
import { svgProblem } from './svg-check.ts'

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
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
      const format = declaredFormat(type)
      // The body is a stream (not parsed by Fastify), so its bodyLimit does not apply: count here.
      const tooLarge = () =>
        new HttpError(413, `Media files may be at most ${TEST_MEDIA_MAX_BYTES / 1024 / 1024} MB.`, { headers: { connection: 'close' } })
      if (Number(request.headers['content-length']) > TEST_MEDIA_MAX_BYTES) throw tooLarge()
      const body = (request.body as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>
      // Read without ending the request when refused: that would cut the connection before the
      // answer is sent. A refusal closes the connection after its answer instead.
      const upload: AsyncIterator<Buffer> = { next: () => body.next() }
      const { head, ended } = await readHead(upload, format === 'svg' ? TEST_SVG_MAX_BYTES + 1 : SNIFF_HEAD_BYTES, TEST_MEDIA_MAX_BYTES, tooLarge)
      if (head.length === 0) throw badRequest('The uploaded file is empty.')
      const problem = format === 'svg' ? svgFileProblem(head, ended) : await contentProblem(type, format, head)
      if (problem) throw new HttpError(problem.statusCode, problem.message, { headers: { connection: 'close' } })
      const digest = createHash('sha256')
      const temporary = `tmp/${randomUUID()}`
      const counted = Readable.from(limitBytes({ head, rest: ended ? undefined : upload, maxBytes: TEST_MEDIA_MAX_BYTES, tooLarge }))
      // Images are kept cleaned (no metadata, re-encoded), named by what is kept.
      const kept = isCleaned(format) ? await cleanImage(counted, format) : counted
      await app.blobs.put(temporary, Readable.from(hashed(kept, digest)), type).catch((error: unknown) => {
        throw isCleaned(format) ? imageFailure(error) : error
      })
      const file = `${digest.digest('hex').slice(0, 32)}.${EXTENSIONS[type]!}`
      await app.blobs.move(temporary, `media/${file}`)
      return reply.code(201).send({ url: MEDIA_URL_PREFIX + file })
    },
  )
}

type Declared = AudioFormat | ImageFormat | 'svg'

const isCleaned = (format: Declared): format is CleanedFormat => format === 'jpeg' || format === 'png' || format === 'webp'

/** The format a declared media type must have by content. */
function declaredFormat(type: string): Declared {
  const format = FORMAT_OF_TYPE[type]
  if (!format) {
    throw new HttpError(415, `Media must be audio (Ogg/Opus, WebM, MP3, MP4, WAV) or an image (JPEG, PNG, SVG, WebP); got "${type || 'none'}".`)
  }
  return format
}

const FORMAT_OF_TYPE: Readonly<Record<string, Declared>> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'mp4',
  'audio/wav': 'wav',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
}

/** 415 when the first bytes are not of the declared type (an HTML page sent as image/png). */
async function contentProblem(type: string, format: Declared, head: Buffer) {
  const found = await sniffFormat(head)
  if (found === format) return undefined
  const seen = found ? `${found.toUpperCase()} data` : 'neither audio nor an image we accept'
  return { statusCode: 415, message: `This file was sent as ${type}, but its content is ${seen}. Please upload the audio or image file itself.` }
}

/** An SVG is read whole (at most TEST_SVG_MAX_BYTES) and kept only when it is an inert drawing. */
function svgFileProblem(whole: Buffer, ended: boolean) {
  if (!ended) return { statusCode: 413, message: `An SVG image may be at most ${TEST_SVG_MAX_BYTES / 1024 / 1024} MB.` }
  const problem = svgProblem(whole.toString('utf8'))
  return problem ? { statusCode: 415, message: problem } : undefined
}

/** Passes the chunks on, each added to the digest: the file is named by its content. */
async function* hashed(chunks: AsyncIterable<Buffer>, digest: Hash) {
  for await (const chunk of chunks) {
    digest.update(chunk)
    yield chunk
  }
}
