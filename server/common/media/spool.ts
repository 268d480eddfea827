import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { SNIFF_HEAD_BYTES as HEAD_BYTES } from '#shared/media/sniff.ts'
import { limitBytes, readHead } from '../upload-bytes.ts'

export interface SpoolOptions {
  /** More bytes than this and the upload is refused with `tooLarge()`. */
  maxBytes: number
  tooLarge: () => Error
  /** Looks at the first bytes (at most HEAD_BYTES, fewer only for a shorter file) and throws (or rejects) to refuse them. */
  checkHead?: (head: Buffer) => void | Promise<void>
  /** Where the temporary folder is made; the system's temporary folder by default. */
  dir?: string
}

export interface SpooledFile {
  path: string
  bytes: number
  /** Deletes the file and its folder; safe to call more than once. */
  remove(): Promise<void>
}

/**
 * Streams an upload to a private temporary file through the one byte limiter
 * (server/common/upload-bytes.ts), its first bytes checked before any is written, so no upload
 * is ever held whole in memory and a wrong or oversized one is refused early. On refusal the rest
 * of the input is read and discarded rather than destroyed, so a multipart parser can carry on to
 * the next part and the answer reaches the browser; to cut the upload off, the caller destroys
 * the input.
 */
export async function spoolToFile(input: Readable, options: SpoolOptions): Promise<SpooledFile> {
  const folder = await mkdtemp(join(options.dir ?? tmpdir(), 'oet-media-'))
  const path = join(folder, 'upload')
  const remove = () => rm(folder, { recursive: true, force: true })
  // Not destroyed when the limiter stops reading: a refused input is drained below instead.
  const chunks = input.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>
  try {
    const { head, ended } = await readHead(chunks, HEAD_BYTES, options.maxBytes, options.tooLarge)
    await options.checkHead?.(head.subarray(0, HEAD_BYTES))
    const counted = limitBytes({ head, rest: ended ? undefined : chunks, maxBytes: options.maxBytes, tooLarge: options.tooLarge })
    const file = createWriteStream(path, { mode: 0o600 })
    await pipeline(Readable.from(counted), file)
    return { path, bytes: file.bytesWritten, remove }
  } catch (error) {
    // Stops the limiter's reading (its listener gone) before the input is drained.
    await chunks.return?.()
    if (!input.destroyed && !input.readableEnded) {
      // Nobody listens to the input any more: a client that gives up now must not crash the server.
      input.on('error', () => {})
      input.resume()
    }
    await remove()
    throw error
  }
}

