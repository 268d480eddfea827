import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { randomBytes } from 'node:crypto'
import { contentTypeOf, isSafeKey, type BlobStore } from './store.ts'

/** The default blob store: files in a directory (under DATA_DIR), written atomically. */
export function directoryBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe blob key: ${key}`)
    return join(root, key)
  }
  return {
    async put(key, body, contentType) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary))
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return { size: (await stat(path)).size, contentType }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key))
        return info.isFile() ? { size: info.size, contentType: contentTypeOf(key) } : null
      } catch {
        return null
      }
    },
    async ready() {
      await mkdir(root, { recursive: true })
    },
    read: (key, range) => createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {}),
    async move(from, to) {
      await mkdir(dirname(pathOf(to)), { recursive: true })
      await rename(pathOf(from), pathOf(to))
    },
    delete: (key) => rm(pathOf(key), { force: true }),
  }
}
