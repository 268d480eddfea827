import type { FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'
import { multipartRefusal, type FileFieldWords } from '../../../common/multipart-refusal.ts'
import { FORM_FIELD_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { MediaError } from '#web/media/errors.ts'
import { deferErrors } from './defer-errors.ts'
import { badRequest, UploadError } from './upload-error.ts'

/** What the parts of one file field may be, and how each is normalised. */
export interface FileFieldSpec<T> {
  maxFiles: number
  /** What one file may weigh; the normaliser refuses past it, the parser stops one byte later. */
  maxFileBytes: number
  /** 400 when more than maxFiles are sent. */
  tooMany: string
  /** 413 when a file passes maxFileBytes. */
  tooLarge: string
  /** Normalises one file as it streams in (it must read `file` to its end, or fail). */
  normalise(file: Readable): Promise<T>
  /**
   * A file refused on its own (not audio, too long) need not refuse the form: answers what takes
   * its place among the files, or undefined when the refusal refuses the form. Without it, any
   * refusal does.
   */
  inPlace?(refusal: unknown): T | undefined
}

export interface UploadFormSpec<T> extends FileFieldSpec<T> {
  /** The name of the file parts. */
  fileField: string
  /** The text fields this call accepts; any other is refused. */
  fields: readonly string[]
}

export interface UploadForm<T> {
  /** Text fields as sent; a part declared as JSON arrives parsed. */
  fields: Record<string, unknown>
  /** The normalised files, in the order they were sent. */
  files: T[]
}

/** A form with files under several names (a mock's photos and recordings), each with its own rules. */
export interface MultiUploadFormSpec<F extends Record<string, FileFieldSpec<unknown>>> {
  files: F
  fields: readonly string[]
}

type Normalised<S> = S extends FileFieldSpec<infer T> ? T : never

export interface MultiUploadForm<F extends Record<string, FileFieldSpec<unknown>>> {
  fields: Record<string, unknown>
  /** Each field's normalised files, in the order they were sent. */
  files: { [K in keyof F]: Normalised<F[K]>[] }
}

/**
 * Reads a browser's multipart form, handing each file part to `normalise` as it arrives: the
 * parser reaches the next part only once the normaliser has read this one (to its temporary
 * file), so the uploads never sit whole in memory, and the normalising of one file overlaps the
 * arrival of the next. A refused file stops the form at the next part; every file already
 * started is waited for (their temporary files are gone when this returns), then the first
 * refusal, in the order sent, is thrown.
 */
export async function readUploadForm<T>(request: FastifyRequest, spec: UploadFormSpec<T>): Promise<UploadForm<T>> {
  const form = await readMultiUploadForm(request, { files: { [spec.fileField]: spec }, fields: spec.fields })
  return { fields: form.fields, files: form.files[spec.fileField] as T[] }
}

/** readUploadForm for a form with files under several names, `fieldSize` bytes at most per text field. */
export async function readMultiUploadForm<F extends Record<string, FileFieldSpec<unknown>>>(
  request: FastifyRequest,
  spec: MultiUploadFormSpec<F>,
  fieldSize = FORM_FIELD_MAX_BYTES,
): Promise<MultiUploadForm<F>> {
  const names = Object.keys(spec.files)
  const specs = Object.values(spec.files)
  const fields: Record<string, unknown> = {}
  const jobs: { field: string; job: Promise<unknown> }[] = []
  // The rules of the last file field seen, for the parser's own errors.
  let current: FileFieldSpec<unknown> = specs[0]!
  let refused: unknown
  try {
    const maxFiles = specs.reduce((sum, file) => sum + file.maxFiles, 0)
    const parts = request.parts({
      limits: {
        files: maxFiles,
        fileSize: Math.max(...specs.map((file) => file.maxFileBytes)) + 1,
        fields: spec.fields.length,
        fieldSize,
        parts: maxFiles + spec.fields.length,
        headerPairs: 100,
      },
    })
    for await (const part of parts) {
      if (refused) throw refused
      if (part.type === 'file') {
        if (!Object.hasOwn(spec.files, part.fieldname)) {
          part.file.resume()
          throw badRequest(`Files must be sent as parts named ${names.map((name) => `"${name}"`).join(' or ')}; got "${part.fieldname}".`)
        }
        const fileSpec = spec.files[part.fieldname]!
        current = fileSpec
        if (jobs.filter((job) => job.field === part.fieldname).length >= fileSpec.maxFiles) {
          part.file.resume()
          throw new UploadError(400, fileSpec.tooMany, 'TOO_MANY_FILES')
        }
        // The parser may end the part with an error (a cut-off upload) before the normaliser reads it.
        const checked = fileSpec.normalise(deferErrors(part.file)).then((normalised) => {
          // The parser cut the file short at its limit (STACK-NOTES: that ends the stream, it does not throw).
          if (part.file.truncated || part.file.bytesRead > fileSpec.maxFileBytes) throw new UploadError(413, fileSpec.tooLarge, 'FILE_TOO_LARGE')
          return normalised
        })
        const job = fileSpec.inPlace ? checked.catch((refusal: unknown) => keptInPlace(fileSpec, part.file, refusal)) : checked
        job.catch((error: unknown) => (refused ??= error))
        jobs.push({ field: part.fieldname, job })
        continue
      }
      if (!spec.fields.includes(part.fieldname)) throw badRequest(`body: ${part.fieldname} is not a field this call accepts.`)
      if (part.valueTruncated) throw badRequest(`body.${part.fieldname} is too long: at most ${Math.round(fieldSize / 1024)} KB.`)
      if (fields[part.fieldname] !== undefined) throw badRequest(`body.${part.fieldname} is given twice.`)
      fields[part.fieldname] = part.value
    }
  } catch (error) {
    // A file's own refusal says more than the parser's (a file cut at its limit, the parts that follow).
    throw formError((await firstFailure(jobs.map(({ job }) => job))) ?? error, current)
  }
  const failure = await firstFailure(jobs.map(({ job }) => job))
  if (failure) throw formError(failure, current)
  const files = Object.fromEntries(names.map((name) => [name, [] as unknown[]]))
  for (const { field, job } of jobs) files[field]!.push(await job)
  return { fields, files: files as MultiUploadForm<F>['files'] }
}

/** A file's refusal in its place (the rest of it read and dropped, so the form goes on), or the refusal itself. */
function keptInPlace<T>(spec: FileFieldSpec<T>, file: Readable, refusal: unknown): T {
  const kept = spec.inPlace!(formError(refusal, spec))
  if (kept === undefined) throw refusal
  file.resume()
  return kept
}

/** Waits for every job; the first refusal in the order sent, if any. */
async function firstFailure(jobs: Promise<unknown>[]): Promise<unknown> {
  const settled = await Promise.allSettled(jobs)
  return settled.find((result) => result.status === 'rejected')?.reason
}

/** The parser's errors in words a person can act on; a file's own refusal as it is. */
function formError(error: unknown, words: FileFieldWords): unknown {
  if (error instanceof UploadError || error instanceof MediaError) return error
  const refusal = multipartRefusal(error, words)
  return refusal ? new UploadError(refusal.statusCode, refusal.message, refusal.code) : error
}
