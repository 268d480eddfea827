import type { FastifyRequest } from 'fastify'
import type { FileFieldLimit, UploadFormFields } from '#shared/media/upload-limits.ts'
import type { BlobStore } from '../blob/store.ts'
import { HttpError } from '../errors.ts'
import { readMultipartForm, type FileField, type MultipartHost } from '../../common/multipart-form.ts'
import { discardUploads, storeUpload, type StoredUpload, type UploadRules } from './store-upload.ts'

/** One file field as the API host checks it: the shared limit, what each file may be, and what the caller states of it. */
export interface FileFieldRules extends FileFieldLimit {
  rules: UploadRules
  /**
   * The caller stated the file's facts (a recording's duration) in a field sent before it: the
   * web server measured them. The file's first bytes are then checked for its type only.
   */
  stated?(fields: Readonly<Record<string, unknown>>): boolean
  /**
   * The file may be left out: a form's file input left empty still sends its part, empty and
   * without a file name, and that is no file (an empty part with a name is refused).
   */
  optional?: boolean
}

export type IntakeSpec<F extends string> = Omit<UploadFormFields<F>, 'files'> & { files: Record<F, FileFieldRules> }

export interface ReadForm<F extends string> {
  fields: Record<string, unknown>
  files: Record<F, StoredUpload[]>
}

/** A file field of the one multipart reader: each file streamed into the blob store, checked by its content. */
const storedField = (blobs: BlobStore, { rules, stated, optional, ...limit }: FileFieldRules): FileField<StoredUpload> => ({
  ...limit,
  maxBytes: rules.maxBytes,
  tooLarge: rules.tooLarge,
  take: ({ file, filename, fields }) =>
    storeUpload(blobs, file, rules, { readFacts: !stated?.(fields), emptyIsNone: optional === true && !filename }),
})

/**
 * The API host's upload intake (decisions 0066, 0086): a multipart form (students' photos and
 * recordings, a mock, an evaluator's PDF) read by the one reader of both hosts, each file
 * streaming into the blob store as it arrives (never whole in memory), checked by its content,
 * its size and its field's count; then `parse` checks the text fields, with the files in hand. On
 * any refusal, the parse's too, the files already stored are removed again. It does not
 * normalise: the web server did, and a direct client's files are kept as sent.
 */
export async function readUploads<F extends string, T>(
  request: FastifyRequest,
  blobs: BlobStore,
  spec: IntakeSpec<F>,
  parse: (form: ReadForm<F>) => T,
): Promise<T> {
  const files = Object.fromEntries(Object.entries<FileFieldRules>(spec.files).map(([name, field]) => [name, storedField(blobs, field)]))
  const host: MultipartHost<StoredUpload> = {
    refusal: (statusCode, message) => new HttpError(statusCode, message),
    isRefusal: (error) => error instanceof HttpError,
    discard: (stored) => discardUploads(blobs, stored),
  }
  const form = (await readMultipartForm(request, { ...spec, files }, host)) as ReadForm<F>
  try {
    return parse(form)
  } catch (error) {
    await discardUploads(blobs, Object.values<StoredUpload[]>(form.files).flat())
    throw error
  }
}
