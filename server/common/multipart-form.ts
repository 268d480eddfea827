import type { FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'
import type { FileFieldLimit, UploadFormFields } from '#shared/media/upload-limits.ts'
import { multipartRefusal, type MultipartRefusal } from './multipart-refusal.ts'

/** One file part as it arrives. */
export interface FilePart {
  /** The parser's stream: cut short (`truncated`) past the form's largest file. */
  file: Readable & { readonly truncated: boolean; readonly bytesRead: number }
  filename: string
  /** The text fields sent before it. */
  fields: Readonly<Record<string, unknown>>
}

/** What the parts of one file field may be, and what the host does with each. */
export interface FileField<T> extends FileFieldLimit {
  /** What one file may weigh; the parser stops one byte later. */
  maxBytes: number
  /** 413 when a file passes maxBytes. */
  tooLarge: string
  /**
   * Takes one file as it streams in (stores it, or normalises it): reads it to its end, or refuses
   * it, leaving the rest unread but never ending the stream (the reader drains it, so the parser
   * is not stopped half-way and every other file settles). Resolves with what the host keeps of
   * the file, or undefined when the part is no file (an empty optional one).
   */
  take(part: FilePart): Promise<T | undefined>
  /**
   * A file refused on its own (not audio, too long) need not refuse the form: answers what takes
   * its place among the files, or undefined when the refusal refuses the form. Without it, any
   * refusal does.
   */
  inPlace?(refusal: unknown): T | undefined
}

export type FileFields = Record<string, FileField<unknown>>

export type MultipartSpec<F extends FileFields> = Omit<UploadFormFields, 'files'> & { files: F }

type Kept<S> = S extends FileField<infer T> ? T : never

export interface MultipartForm<F extends FileFields> {
  /** Text fields as sent; a part declared as JSON arrives parsed. */
  fields: Record<string, unknown>
  /** Each field's files as the host took them, in the order they were sent. */
  files: { [K in keyof F]: Kept<F[K]>[] }
}

/** What differs between the hosts: their error type, and what to undo when a form is refused. */
export interface MultipartHost<T = unknown> {
  /** A refusal of the form, as the host's own error. */
  refusal(statusCode: 400 | 413, message: string, code: MultipartRefusal['code']): Error
  /** Whether an error is already the host's own refusal (a file's content check), passed on as it is. */
  isRefusal(error: unknown): boolean
  /** The files already taken when the form is refused (the API host removes what it stored). */
  discard?(taken: T[]): Promise<void>
}

const ignore = () => {}

/**
 * The one multipart reader of both hosts (decision 0086): the web server normalises each file as
 * it arrives, the API host stores it. Each file part is handed to its field's `take` as it
 * arrives; the parser reaches the next part once `take` has read this one, so files are never
 * whole in memory and the work on one file overlaps the arrival of the next. Files and text
 * fields are checked against the form's limits (shared/media/upload-limits.ts). On the first
 * refusal the reader stops: every file already started is waited for, what was taken is handed
 * to `discard`, and the first refusal in the order sent is thrown, in the host's words.
 */
export async function readMultipartForm<F extends FileFields>(
  request: FastifyRequest,
  spec: MultipartSpec<F>,
  host: MultipartHost<Kept<F[keyof F]>>,
): Promise<MultipartForm<F>> {
  const names = Object.keys(spec.files)
  const fileFields: FileField<unknown>[] = Object.values(spec.files)
  const fields: Record<string, unknown> = {}
  const taken: { field: string; job: Promise<unknown> }[] = []
  // The rules of the last file field seen, for the parser's own errors.
  let current = fileFields[0]!
  const words = (error: unknown, field: FileField<unknown>) => hostError(error, field, host)
  // Settles (rejected) with the first file refused: the reader stops reading parts at once.
  let refuse!: (error: unknown) => void
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject))
  refused.catch(ignore)
  let stopped: { error: unknown } | undefined
  try {
    const parts = request.parts({
      limits: {
        // One more file and field than the form takes: the first one too many is refused by name, below.
        files: fileFields.reduce((sum, field) => sum + field.maxFiles, 0) + 1,
        fileSize: Math.max(...fileFields.map((field) => field.maxBytes)) + 1,
        fields: spec.fields.length + 1,
        fieldSize: spec.fieldMaxBytes,
      },
    })[Symbol.asyncIterator]()
    for (;;) {
      const next = parts.next()
      // Left unread after a refusal, it may still fail (the upload cut off): no one listens then.
      next.catch(ignore)
      const { done, value: part } = await Promise.race([refused, next])
      if (done) break
      if (part.type === 'file') {
        if (!Object.hasOwn(spec.files, part.fieldname)) {
          part.file.resume()
          throw host.refusal(400, `Files must be sent as parts named ${names.map((name) => `"${name}"`).join(' or ')}; got "${part.fieldname}".`, 'BAD_REQUEST')
        }
        const field: FileField<unknown> = spec.files[part.fieldname]!
        current = field
        if (taken.filter((file) => file.field === part.fieldname).length >= field.maxFiles) {
          part.file.resume()
          throw host.refusal(400, field.tooMany, 'TOO_MANY_FILES')
        }
        const job = takeFile(field, { file: part.file, filename: part.filename, fields: { ...fields } }, host, words)
        job.catch(refuse)
        taken.push({ field: part.fieldname, job })
        continue
      }
      if (!spec.fields.includes(part.fieldname)) throw host.refusal(400, `body: ${part.fieldname} is not a field this call accepts.`, 'BAD_REQUEST')
      if (part.valueTruncated) throw host.refusal(400, `body.${part.fieldname} is too long: at most ${size(spec.fieldMaxBytes)}.`, 'BAD_REQUEST')
      if (fields[part.fieldname] !== undefined) throw host.refusal(400, `body.${part.fieldname} is given twice.`, 'BAD_REQUEST')
      fields[part.fieldname] = part.value
    }
  } catch (error) {
    stopped = { error }
  }
  const { files, failure, kept } = await settle(names, taken)
  // A file's own refusal says more than the parser's (a file cut at its limit, the parts that follow).
  const refusal = failure ?? stopped
  if (!refusal) return { fields, files: files as MultipartForm<F>['files'] }
  await host.discard?.(kept as Kept<F[keyof F]>[])
  throw words(refusal.error, current)
}

/** One file taken by its field: refused past its limit, or kept in place of a refusal; its rest drained when refused. */
async function takeFile<T>(field: FileField<T>, part: FilePart, host: MultipartHost<T>, words: (error: unknown, field: FileField<T>) => unknown): Promise<T | undefined> {
  const { file } = part
  try {
    const kept = await field.take(part)
    // The parser cut the file short at its limit (STACK-NOTES: that ends the stream, it does not throw).
    if (!file.truncated && file.bytesRead <= field.maxBytes) return kept
    if (kept !== undefined) await host.discard?.([kept])
    throw host.refusal(413, field.tooLarge, 'FILE_TOO_LARGE')
  } catch (refusal) {
    // Read and dropped, so the parser carries on to the answer, or to the next part when the file is kept in place.
    file.resume()
    const kept = field.inPlace?.(words(refusal, field))
    if (kept === undefined) throw refusal
    return kept
  }
}

/** Waits for every file: each field's files, those taken, and the first refusal in the order sent. */
async function settle(names: string[], taken: { field: string; job: Promise<unknown> }[]) {
  const settled = await Promise.allSettled(taken.map(({ job }) => job))
  const files = Object.fromEntries(names.map((name) => [name, [] as unknown[]]))
  const kept: unknown[] = []
  let failure: { error: unknown } | undefined
  for (const [i, result] of settled.entries()) {
    if (result.status === 'rejected') failure ??= { error: result.reason }
    else if (result.value !== undefined) {
      files[taken[i]!.field]!.push(result.value)
      kept.push(result.value)
    }
  }
  return { files, failure, kept }
}

/** The parser's errors in words a person can act on; the host's own refusals as they are. */
function hostError(error: unknown, field: FileField<unknown>, host: MultipartHost<never>): unknown {
  if (host.isRefusal(error)) return error
  const refusal = multipartRefusal(error, field)
  return refusal ? host.refusal(refusal.statusCode, refusal.message, refusal.code) : error
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`)
