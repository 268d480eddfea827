import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FormData } from 'undici'
import { submitToApi, type ApiAnswer, type ForwardedBody } from './api-host.ts'
import { admitCaller, testPathOf } from './caller.ts'
import { UPLOAD_ROUTE } from './route-options.ts'
import { startSubmission, type SubmissionKind } from './submission-log.ts'

/** A normalised photo or recording, as the log counts it. */
export interface NormalisedFile {
  buffer: Buffer
  contentType: string
  bytesIn: number
  bytesOut: number
  durationSeconds?: number
}

/** What a call's reader made of the upload: what goes to the API host, and what the log says of it. */
export interface Intake {
  body: ForwardedBody
  /** The files normalised here, in the order sent; none when the body passes through as sent. */
  files: readonly NormalisedFile[]
  /** A body passed through unread: its declared size, for the log. */
  bytesIn?: number
  /** A mock's speaking parts whose recordings were refused on their own (decision 0057). */
  refusedParts?: number[]
  /** Adds what the web server itself refused to the API host's answer. */
  amend?: (answer: ApiAnswer) => ApiAnswer
}

export interface UploadCall {
  /** The call's path, with the test's id as `:id`. */
  path: string
  /** The get call of the test, asked before the upload is read. */
  tests: Parameters<typeof testPathOf>[0]
  kind(request: FastifyRequest): SubmissionKind
  /** Reads the upload, checks it against its limits, normalises its files (the caller is admitted by then). */
  read(request: FastifyRequest): Promise<Intake>
}

/**
 * The one intake of every upload call (DESIGN.md section 5): the caller admitted before a byte is
 * read, the upload read, limited and normalised by the call's reader, forwarded to the API host
 * at the same path, and one log line written with what was sent, whatever the outcome.
 */
export function uploadRoute(app: FastifyInstance, call: UploadCall) {
  app.post<{ Params: { id: string } }>(call.path, UPLOAD_ROUTE, async (request, reply) => {
    const record = startSubmission(request, call.kind(request), request.params.id)
    const caller = await admitCaller(app, request, reply, testPathOf(call.tests, request.params.id))
    record.studentId = caller.userId

    const started = performance.now()
    const intake = await call.read(request)
    record.parts = intake.files.length
    record.bytesIn = intake.bytesIn ?? sum(intake.files, (file) => file.bytesIn)
    record.bytesOut = sum(intake.files, (file) => file.bytesOut)
    const recordings = intake.files.filter((file) => file.durationSeconds !== undefined)
    if (recordings.length > 0) record.audioSeconds = sum(recordings, (file) => file.durationSeconds!)
    if (intake.files.length > 0) record.processingMs = performance.now() - started
    if (intake.refusedParts?.length) record.refusedParts = intake.refusedParts
    return submitToApi(app, request, reply, caller, record, intake.body, intake.amend)
  })
}

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0)

/** A field as the API host reads it: text, or JSON text for a part the browser declared as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A form's files under one name, each with the name it is stored under. */
export type FormFiles = readonly [field: string, files: readonly NormalisedFile[], fileName: (index: number) => string]

/** The form the API host gets: the text fields as sent (or as `fields` gives them), then the normalised files. */
export function apiForm(fields: Record<string, unknown>, ...files: FormFiles[]): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, asText(value))
  for (const [field, normalised, fileName] of files) {
    normalised.forEach((file, i) => form.append(field, filePart(file.buffer, file.contentType), fileName(i)))
  }
  return form
}

/** A normalised file as a form part (its buffer, from sharp or a file read, is never shared memory). */
const filePart = (buffer: Buffer, type: string) => new Blob([buffer as Uint8Array<ArrayBuffer>], { type })
