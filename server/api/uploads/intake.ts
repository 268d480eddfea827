import type { FastifyRequest } from 'fastify'
import type { FileFieldLimit, UploadFormFields } from '#shared/media/upload-limits.ts'
import type { BlobStore } from '../blob/store.ts'
import { badRequest, HttpError } from '../errors.ts'
import { multipartRefusal } from '../../common/multipart-refusal.ts'
import { discardUploads, storeUpload, type StoredUpload, type UploadRules } from './store-upload.ts'

/** One file field as the API host checks it: the shared limit, what each file may be, and what the caller states of it. */
export interface FileFieldRules extends FileFieldLimit {
  rules: UploadRules
  /**
   * The caller stated the file's facts (a recording's duration) in a field sent before it: the
   * web server measured them. The file's first bytes are then checked for its type only.
   */
  stated?(fields: Record<string, unknown>): boolean
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

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`)

/**
 * The API host's one upload intake (decisions 0066, 0086): reads a multipart form (students'
 * photos and recordings, a mock, an evaluator's PDF), streaming each file
 * into the blob store as it arrives (never whole in memory), checked by its content, its size and
 * its field's count; then `parse` checks the text fields, with the files in hand. On any refusal,
 * the parse's too, the files already stored are removed again. It does not normalise: the web
 * server did, and a direct client's files are kept as sent.
 */
export async function readUploads<F extends string, T>(
  request: FastifyRequest,
  blobs: BlobStore,
  spec: IntakeSpec<F>,
  parse: (form: ReadForm<F>) => T,
): Promise<T> {
  const names = Object.keys(spec.files) as F[]
  const rules = Object.values<FileFieldRules>(spec.files)
  const form: ReadForm<F> = { fields: {}, files: Object.fromEntries(names.map((name) => [name, []])) as unknown as Record<F, StoredUpload[]> }
  let current = rules[0]!
  try {
    const parts = request.parts({
      limits: {
        files: rules.reduce((sum, field) => sum + field.maxFiles, 0) + 1,
        fileSize: Math.max(...rules.map((field) => field.rules.maxBytes)) + 1,
        fields: spec.fields.length + 5,
        fieldSize: spec.fieldMaxBytes,
      },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!Object.hasOwn(spec.files, part.fieldname)) {
          part.file.resume()
          throw badRequest(`Files must be sent as parts named ${names.map((name) => `"${name}"`).join(' or ')}; got "${part.fieldname}".`)
        }
        const field = part.fieldname as F
        current = spec.files[field]
        if (form.files[field].length >= current.maxFiles) {
          part.file.resume()
          throw badRequest(current.tooMany)
        }
        const stored = await storeUpload(blobs, part.file, current.rules, { readFacts: !current.stated?.(form.fields), emptyIsNone: current.optional === true && !part.filename })
        if (stored) form.files[field].push(stored)
        continue
      }
      if (!spec.fields.includes(part.fieldname)) throw badRequest(`body: ${part.fieldname} is not a field this call accepts.`)
      if (part.valueTruncated) throw badRequest(`body.${part.fieldname} is too long: at most ${size(spec.fieldMaxBytes)}.`)
      if (form.fields[part.fieldname] !== undefined) throw badRequest(`body.${part.fieldname} is given twice.`)
      form.fields[part.fieldname] = part.value
    }
    return parse(form)
  } catch (error) {
    await discardUploads(blobs, Object.values<StoredUpload[]>(form.files).flat())
    throw formError(error, current)
  }
}

/** The parser's errors in words a person can act on; the file checks' own refusals as they are. */
function formError(error: unknown, field: FileFieldRules): unknown {
  if (error instanceof HttpError) return error
  const refusal = multipartRefusal(error, { tooMany: field.tooMany, tooLarge: field.rules.tooLarge })
  return refusal ? new HttpError(refusal.statusCode, refusal.message) : error
}
