import type { Readable } from 'node:stream'
import { mediaTypeOfName } from '#shared/media/media-types.ts'

export interface BlobInfo {
  size: number
  contentType: string
}

export interface ByteRange {
  start: number
  /** Inclusive, as in HTTP's Range header. */
  end: number
}

/** Where files live: test media, and later photos and recordings. Keys are relative paths. */
export interface BlobStore {
  put(key: string, body: Readable | Buffer, contentType: string): Promise<BlobInfo>
  stat(key: string): Promise<BlobInfo | null>
  /** The bytes of a blob, or of one range of it. */
  read(key: string, range?: ByteRange): Readable | Promise<Readable>
  /** Renames a blob (an upload lands under a temporary key until its content hash is known). */
  move(from: string, to: string): Promise<void>
  delete(key: string): Promise<void>
  /** Checks at start that the store can be used, so a misconfigured one stops the host at once. */
  ready(): Promise<void>
}

/** The extension a stored file gets for each media type we accept. */
export const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

/** The media type of a key by its extension; stores keep keys with the right extension. */
export function contentTypeOf(key: string): string {
  return mediaTypeOfName(key) ?? OTHER_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'
}

/** Files the store keeps besides a test's media: evaluation PDFs and documents. */
const OTHER_TYPES: Record<string, string> = { pdf: 'application/pdf', json: 'application/json' }

/** A key must stay inside the store: no absolute paths, no climbing out with "..". */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.split('/').some((part) => part === '..' || part === '')
}
