import { createHash, randomUUID, type Hash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { sniffFormat, SNIFF_HEAD_BYTES, type AudioFormat, type ImageFormat } from '#shared/media/sniff.ts'
import { TEST_MEDIA_MAX_BYTES, TEST_SVG_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { limitBytes, readHead } from '../../common/upload-bytes.ts'
import { EXTENSIONS, type BlobStore } from '../blob/store.ts'
import { badRequest, HttpError } from '../errors.ts'
import { cleanAudio, LISTENING_AUDIO_TYPE } from './clean-audio.ts'
import { cleanImage, imageFailure, type CleanedFormat } from './clean-image.ts'
import { svgProblem } from './svg-check.ts'

/**
 * A test's audio or image file as staff upload it (a raw body with its Content-Type), streamed
 * into the blob store's `media/` folder, never held whole: its content must be the type it is
 * sent as, an SVG must be an inert drawing, an image is kept cleaned and audio re-encoded as a
 * listening recording (decisions 0083, 0086). Named by what is kept, so the same file twice is
 * stored once; answers that name.
 */
export async function storeTestMedia(request: FastifyRequest, blobs: BlobStore): Promise<string> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const format = declaredFormat(type)
  // The body is a stream (not parsed by Fastify), so the route's bodyLimit does not apply: count here.
  const tooLarge = () => new HttpError(413, `Media files may be at most ${TEST_MEDIA_MAX_BYTES / 1024 / 1024} MB.`, { headers: { connection: 'close' } })
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
  const keptType = isAudio(format) ? LISTENING_AUDIO_TYPE : type
  await storeKept(format, counted, tooLarge, (kept) => blobs.put(temporary, Readable.from(hashed(kept, digest)), keptType))
  const file = `${digest.digest('hex').slice(0, 32)}.${EXTENSIONS[keptType]!}`
  await blobs.move(temporary, `media/${file}`)
  return file
}

type Declared = AudioFormat | ImageFormat | 'svg'

const isCleaned = (format: Declared): format is CleanedFormat => format === 'jpeg' || format === 'png' || format === 'webp'
const isAudio = (format: Declared): format is AudioFormat => format !== 'svg' && !isCleaned(format)

/** Puts what is kept of an upload: audio re-encoded, an image cleaned, an SVG (already checked) as sent. */
async function storeKept(format: Declared, counted: Readable, tooLarge: () => Error, put: (kept: Readable) => Promise<unknown>) {
  if (isAudio(format)) return cleanAudio(counted, tooLarge, put)
  if (!isCleaned(format)) return put(counted)
  return put(await cleanImage(counted, format)).catch((error: unknown) => {
    throw imageFailure(error)
  })
}

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
