import type { FastifyRequest } from 'fastify'
import type { BlobStore } from '../../blob/store.ts'
import { badRequest, HttpError } from '../../errors.ts'
import { discardUploads, storeUpload, type StoredUpload, type UploadRules } from './uploads.ts'

export interface FormSpec {
  /** The name of the file parts. */
  fileField: string
  maxFiles: number
  /** 400 when more than maxFiles are sent. */
  tooMany: string
  files: UploadRules
  /** The text fields this call accepts; any other is refused. */
  fields: readonly string[]
}


/** Text fields are small: an id, a time, a list of part numbers, a short JSON object. */
const FIELD_MAX_BYTES = 64 * 1024

/**
 * Reads a multipart form, streaming each file part into the blob store as it arrives (one at a
 * time, never whole in memory), then `parse`s its text fields. On any failure, the parse's too,
 * the files already stored are removed again.
 */
export async function readForm<T>(
  request: FastifyRequest,
  blobs: BlobStore,
  spec: FormSpec,
  parse: (fields: Record<string, unknown>, files: StoredUpload[]) => T,
): Promise<T> {
  const form = { fields: {} as Record<string, unknown>, files: [] as StoredUpload[] }
  try {
    const parts = request.parts({
      limits: { files: spec.maxFiles, fileSize: spec.files.maxBytes + 1, fields: spec.fields.length + 5, fieldSize: FIELD_MAX_BYTES },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.fileField) {
          part.file.resume()
          throw badRequest(`Files must be sent as parts named "${spec.fileField}"; got "${part.fieldname}".`)
        }
        form.files.push(await storeUpload(blobs, part.file, spec.files))
        continue
      }
      if (!spec.fields.includes(part.fieldname)) throw badRequest(`body: ${part.fieldname} is not a field this call accepts.`)
      if (part.valueTruncated) throw badRequest(`body.${part.fieldname} is too long: at most ${FIELD_MAX_BYTES / 1024} KB.`)
      form.fields[part.fieldname] = part.value
    }
    return parse(form.fields, form.files)
  } catch (error) {
    await discardUploads(blobs, form.files)
    throw formError(error, spec)
  }
}

/** @fastify/multipart's and busboy's errors, in words a person can act on. */
export function formError(error: unknown, spec: Pick<FormSpec, 'tooMany' | 'files'>): unknown {
  if (error instanceof HttpError) return error
  const { code, message } = error as { code?: string; message?: string }
  switch (code) {
    case 'FST_FILES_LIMIT':
      return badRequest(spec.tooMany)
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, spec.files.tooLarge)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The form has more fields than this call accepts.')
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A form field sent as JSON is not valid JSON.')
    case 'FST_PROTO_VIOLATION':
      return badRequest('A form field has a name this call does not accept.')
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was cut off before it ended. Please try again.')
  }
  // busboy: a body that is not well-formed multipart (a missing boundary, a truncated part).
  if (message && /multipart|boundary|Unexpected end|terminated early/i.test(message)) {
    return badRequest('The upload is not a complete multipart form. Please try again.')
  }
  return error
}
