import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { SPEAKING_AUDIO_MAX_BYTES, WRITING_IMAGE_MAX_BYTES } from '#shared/media/upload-limits.ts'
import type { BlobStore } from '../../blob/store.ts'
import { EXTENSIONS } from '../../blob/store.ts'
import { badRequest, HttpError } from '../../errors.ts'
import { limitBytes, readHead } from '../../../common/upload-bytes.ts'
import { SNIFF_BYTES, sniff, type MediaKind } from './media-sniff.ts'

/** What one kind of upload may be, and what to say when it is not. */
export interface UploadRules {
  kind: MediaKind
  maxBytes: number
  /** 413: the file is larger than maxBytes. */
  tooLarge: string
  /** 415: the file's first bytes are not of an accepted type. */
  wrongType: string
}

/** Photos as the API host stores them, and its words for a direct client's wrong one. */
export const IMAGE_RULES: UploadRules = {
  kind: 'image',
  maxBytes: WRITING_IMAGE_MAX_BYTES,
  tooLarge: `Each image may be at most ${WRITING_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'Each image must be a JPEG photo.',
}

/** Recordings as the API host stores them. */
export const AUDIO_RULES: UploadRules = {
  kind: 'audio',
  maxBytes: SPEAKING_AUDIO_MAX_BYTES,
  tooLarge: `A recording may be at most ${SPEAKING_AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'The recording must be WebM or Ogg audio.',
}

/** A file kept in the blob store, as submission_files records it. */
export interface StoredUpload {
  id: string
  blobKey: string
  contentType: string
  bytes: number
  width?: number | undefined
  height?: number | undefined
  durationSeconds?: number | undefined
}

const tooLargeError = (rules: UploadRules) => new HttpError(413, rules.tooLarge)

/**
 * Stores one uploaded file under submissions/, checked by its content: its first bytes must be
 * of the accepted kind (before anything is stored), and it may not pass maxBytes (counted as it
 * streams, never held whole; only its first SNIFF_BYTES are kept to read its size or duration,
 * unless `readFacts` is false: the caller stated them).
 */
export async function storeUpload(blobs: BlobStore, source: Readable | Buffer, rules: UploadRules, { readFacts = true } = {}): Promise<StoredUpload> {
  const iterator = (Buffer.isBuffer(source) ? Readable.from([source]) : source)[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let stored = false
  try {
    const { head: prefix, ended } = await readHead(iterator, SNIFF_BYTES, rules.maxBytes, () => tooLargeError(rules))
    if (prefix.length === 0) throw badRequest('An uploaded file is empty. Please choose the file again.')
    const sniffed = await sniff(prefix, rules.kind, readFacts)
    if (!sniffed) throw new HttpError(415, rules.wrongType)
    const id = randomUUID()
    const blobKey = `submissions/${id}.${EXTENSIONS[sniffed.contentType]!}`
    const body = limitBytes({ head: prefix, rest: ended ? undefined : iterator, maxBytes: rules.maxBytes, tooLarge: () => tooLargeError(rules) })
    const { size } = await blobs.put(blobKey, Readable.from(body), sniffed.contentType)
    stored = true
    return { id, blobKey, bytes: size, ...sniffed }
  } finally {
    // A refused file's remaining bytes are not wanted: end its stream.
    if (!stored) await iterator.return?.()
  }
}

/** Removes files stored for a submission that was refused or already made (best effort). */
export async function discardUploads(blobs: BlobStore, uploads: readonly StoredUpload[]) {
  await Promise.allSettled(uploads.map((upload) => blobs.delete(upload.blobKey)))
}

/** Stored uploads as submission_files rows (the position is the caller's). */
export const fileRows = (files: readonly StoredUpload[]) =>
  files.map(({ id, blobKey, contentType, bytes, width, height, durationSeconds }) => ({
    id,
    blobKey,
    contentType,
    bytes,
    width: width ?? null,
    height: height ?? null,
    durationSeconds: durationSeconds ?? null,
  }))
