import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { PDF_NOT_PDF_MESSAGE, PDF_TOO_LARGE_MESSAGE } from '#shared/evaluation/evaluation.ts'
import { EVALUATION_PDF_MAX_BYTES, SPEAKING_AUDIO_MAX_BYTES, WRITING_IMAGE_MAX_BYTES } from '#shared/media/upload-limits.ts'
import type { BlobStore } from '../blob/store.ts'
import { EXTENSIONS } from '../blob/store.ts'
import { badRequest, HttpError } from '../errors.ts'
import { limitBytes, readHead } from '../../common/upload-bytes.ts'
import { SNIFF_BYTES, sniff, type MediaKind } from './media-sniff.ts'

/** What one kind of upload may be, and what to say when it is not. */
export interface UploadRules {
  kind: MediaKind
  /** The blob store's folder the files are kept in. */
  folder: 'submissions' | 'evaluations'
  maxBytes: number
  /** 413: the file is larger than maxBytes. */
  tooLarge: string
  /** 415: the file's first bytes are not of an accepted type. */
  wrongType: string
  /** 400: the file is empty. */
  empty: string
}

const EMPTY = 'An uploaded file is empty. Please choose the file again.'

/** Photos as the API host stores them, and its words for a direct client's wrong one. */
export const IMAGE_RULES: UploadRules = {
  kind: 'image',
  folder: 'submissions',
  maxBytes: WRITING_IMAGE_MAX_BYTES,
  tooLarge: `Each image may be at most ${WRITING_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'Each image must be a JPEG photo.',
  empty: EMPTY,
}

/** Recordings as the API host stores them. */
export const AUDIO_RULES: UploadRules = {
  kind: 'audio',
  folder: 'submissions',
  maxBytes: SPEAKING_AUDIO_MAX_BYTES,
  tooLarge: `A recording may be at most ${SPEAKING_AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'The recording must be WebM or Ogg audio.',
  empty: EMPTY,
}

/** An evaluator's own PDF attached to an evaluation. */
export const PDF_RULES: UploadRules = {
  kind: 'pdf',
  folder: 'evaluations',
  maxBytes: EVALUATION_PDF_MAX_BYTES,
  tooLarge: PDF_TOO_LARGE_MESSAGE,
  wrongType: PDF_NOT_PDF_MESSAGE,
  empty: 'The attached PDF is empty. Please choose the file again.',
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

export interface StoreOptions {
  readFacts?: boolean
  emptyIsNone?: boolean
}

const tooLargeError = (rules: UploadRules) => new HttpError(413, rules.tooLarge)

/**
 * Stores one uploaded file in its rules' folder, checked by its content: its first bytes must be
 * of the accepted kind (before anything is stored), and it may not pass maxBytes (counted as it
 * streams, never held whole; only its first SNIFF_BYTES are kept to read its size or duration,
 * unless `readFacts` is false: the caller stated them). An empty file is refused, unless
 * `emptyIsNone`: then it is no file at all (undefined).
 */
export async function storeUpload(blobs: BlobStore, source: Readable | Buffer, rules: UploadRules, options?: StoreOptions & { emptyIsNone?: false }): Promise<StoredUpload>
export async function storeUpload(blobs: BlobStore, source: Readable | Buffer, rules: UploadRules, options: StoreOptions): Promise<StoredUpload | undefined>
export async function storeUpload(blobs: BlobStore, source: Readable | Buffer, rules: UploadRules, { readFacts = true, emptyIsNone = false }: StoreOptions = {}): Promise<StoredUpload | undefined> {
  // A refused file's stream is left open (the multipart reader drains it): ended half-way, it would stop the form's parser.
  const iterator = (Buffer.isBuffer(source) ? Readable.from([source]) : source).iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>
  let stored = false
  try {
    const { head: prefix, ended } = await readHead(iterator, SNIFF_BYTES, rules.maxBytes, () => tooLargeError(rules))
    if (prefix.length === 0) {
      if (emptyIsNone) return undefined
      throw badRequest(rules.empty)
    }
    const sniffed = await sniff(prefix, rules.kind, readFacts)
    if (!sniffed) throw new HttpError(415, rules.wrongType)
    const id = randomUUID()
    const blobKey = `${rules.folder}/${id}.${EXTENSIONS[sniffed.contentType]!}`
    const body = limitBytes({ head: prefix, rest: ended ? undefined : iterator, maxBytes: rules.maxBytes, tooLarge: () => tooLargeError(rules) })
    const { size } = await blobs.put(blobKey, Readable.from(body), sniffed.contentType)
    stored = true
    return { id, blobKey, bytes: size, ...sniffed }
  } finally {
    // A refused file's remaining bytes are not read here.
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
