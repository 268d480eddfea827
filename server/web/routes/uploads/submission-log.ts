import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'

export type SubmissionKind = 'writing-computer' | 'writing-paper' | 'speaking' | 'mock-speaking' | 'mock'

/**
 * What the submission log line says (DESIGN.md section 5: who, which test, what kind, sizes,
 * duration, outcome). Never the letter, a photo or a recording: counts and sizes only.
 */
export interface SubmissionRecord {
  kind: SubmissionKind
  testId: string
  studentId?: string
  /** Photos or recordings received (0 for a typed letter). */
  parts: number
  bytesIn: number
  bytesOut: number
  /** Seconds of audio after re-encoding, over every recording. */
  audioSeconds?: number
  /** Reading and normalising the upload, until it was handed to the API host. */
  processingMs?: number
  /** Waiting for the API host to store it. */
  apiMs?: number
  submissionIds?: string[]
  /** A mock's speaking parts whose recordings were refused on their own, the rest sent on (decision 0057). */
  refusedParts?: number[]
  /** Why it was refused or failed: a code, or the API host's message. */
  reason?: string
}

const records = new WeakMap<FastifyRequest, { record: SubmissionRecord; startedAt: number }>()

/** Starts the record of one submission; the line is written when its answer has gone out. */
export function startSubmission(request: FastifyRequest, kind: SubmissionKind, testId: string): SubmissionRecord {
  const record: SubmissionRecord = { kind, testId, parts: 0, bytesIn: 0, bytesOut: 0 }
  records.set(request, { record, startedAt: performance.now() })
  return record
}

const outcomeOf = (statusCode: number) => (statusCode < 300 ? 'submitted' : statusCode < 500 ? 'refused' : 'failed')
const round = (value: number | undefined, digits: number) => (value === undefined ? undefined : Number(value.toFixed(digits)))

function write(request: FastifyRequest, record: SubmissionRecord, outcome: string, statusCode: number | undefined, totalMs: number) {
  records.delete(request)
  request.log.info(
    {
      submission: {
        ...record,
        audioSeconds: round(record.audioSeconds, 1),
        processingMs: round(record.processingMs, 0),
        apiMs: round(record.apiMs, 0),
        totalMs: round(totalMs, 0),
        outcome,
        statusCode,
      },
    },
    'submission',
  )
}

/** One log line per submission, whatever its outcome, under the request's id (hooks of the upload routes' context). */
export function logSubmissions(app: FastifyInstance) {
  app.addHook('onError', async (request, _reply, error: FastifyError) => {
    const entry = records.get(request)
    if (entry) entry.record.reason ??= error.code ?? error.name
  })
  app.addHook('onResponse', async (request, reply) => {
    const entry = records.get(request)
    if (entry) write(request, entry.record, outcomeOf(reply.statusCode), reply.statusCode, performance.now() - entry.startedAt)
  })
  app.addHook('onRequestAbort', async (request) => {
    const entry = records.get(request)
    if (entry) write(request, entry.record, 'abandoned', undefined, performance.now() - entry.startedAt)
  })
}
