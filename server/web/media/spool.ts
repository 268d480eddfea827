import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { SNIFF_HEAD_BYTES as HEAD_BYTES } from '#shared/media/sniff.ts'

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
  head: Buffer
  /** Deletes the file and its folder; safe to call more than once. */
  remove(): Promise<void>
}

/**
 * Streams an upload to a private temporary file, counting bytes and checking its first bytes on the
 * way, so no upload is ever held whole in memory and a wrong or oversized one is refused early.
 * On refusal the rest of the input is read and discarded rather than destroyed, so a multipart
 * parser can carry on to the next part and the answer reaches the browser; to cut the upload off,
 * the caller destroys the input.
 */
export async function spoolToFile(input: Readable, options: SpoolOptions): Promise<SpooledFile> {
  const folder = await mkdtemp(join(options.dir ?? tmpdir(), 'oet-media-'))
  const path = join(folder, 'upload')
  const remove = () => rm(folder, { recursive: true, force: true })
  let bytes = 0
  let head = Buffer.alloc(0)
  let headChecked = false
  const checkHead = async () => {
    headChecked = true
    await options.checkHead?.(head)
  }

  // The head is checked before its chunk goes on: nothing of a refused upload reaches the file.
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length
      if (bytes > options.maxBytes) return callback(options.tooLarge())
      if (!headChecked) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
      if (headChecked || head.length < HEAD_BYTES) return callback(null, chunk)
      checkHead().then(() => callback(null, chunk), callback)
    },
    flush(callback) {
      if (headChecked) return callback()
      checkHead().then(() => callback(), callback)
    },
  })

  const onInputError = (error: Error) => guard.destroy(error)
  input.once('error', onInputError)
  input.pipe(guard)
  try {
    await pipeline(guard, createWriteStream(path, { mode: 0o600 }))
    return { path, bytes, head, remove }
  } catch (error) {
    input.unpipe(guard)
    if (!input.destroyed && !input.readableEnded) {
      // Nobody listens to the input any more: a client that gives up now must not crash the server.
      input.on('error', () => {})
      input.resume()
    }
    await remove()
    throw error
  } finally {
    input.off('error', onInputError)
  }
}
