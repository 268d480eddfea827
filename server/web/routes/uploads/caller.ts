import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from '#shared/constants.ts'
import { SERVICE_UNAVAILABLE_MESSAGE } from '#shared/errors/error-codes.ts'
import type { ErrorCode } from '#shared/errors/error-codes.ts'
import { bearerOf, forwardToApiHost } from '../../plugins/api-forward.ts'
import { UploadError } from './upload-error.ts'

/** Who is uploading: the bearer the API host will see, and the student it belongs to. */
export interface Caller {
  authorization: string | undefined
  /** The bearer came from the session cookie (so the anti-forgery check applied, and a 401 ends the session). */
  usesCookie: boolean
  userId: string
}

const BAD_KEY = `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters long.`

type Answer = { statusCode: number; body: { user?: { id?: string }; message?: string; code?: ErrorCode } | null }

/**
 * Admits an upload before any of its bytes are read: the same bearer and anti-forgery rules as the
 * /api/* proxy, the Idempotency-Key checked as the API host checks it, then the API host is asked
 * whose token it is and for the test (`testPath`, the test's get call). A student whose session
 * has ended, or an upload to a test that does not exist, hears the API host's own 4xx at once,
 * instead of after a 50 MB upload has been re-encoded for nothing; and the submission log can
 * name the student.
 */
export async function admitCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, testPath: string): Promise<Caller> {
  const { authorization, usesCookie } = bearerOf(request)
  if (usesCookie) {
    const token = request.headers['x-csrf-token']
    app.checkSameOrigin(request, typeof token === 'string' ? token : undefined)
  }
  const key = request.headers['idempotency-key']
  if (key !== undefined && (typeof key !== 'string' || key.length < IDEMPOTENCY_KEY_MIN_LENGTH || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    throw new UploadError(400, BAD_KEY, 'BAD_IDEMPOTENCY_KEY')
  }

  const ask = async (path: string): Promise<Answer> => {
    const call = { method: 'GET', path, authorization, body: 'none', accept: 'application/json', signal: AbortSignal.timeout(30_000) } as const
    const answer = await forwardToApiHost(app, request, call)
    return { statusCode: answer.statusCode, body: (await answer.body.json().catch(() => null)) as Answer['body'] }
  }
  const [me, test] = await Promise.all([ask('/api/auth/me'), ask(testPath)])
  if (me.statusCode === 401) {
    if (usesCookie) reply.endSession()
    // The API host's own words and code: the browser treats TOKEN_EXPIRED as the end of the session.
    throw new UploadError(401, me.body?.message ?? 'Please log in to submit.', 'NOT_LOGGED_IN', me.body?.code)
  }
  const refusal = [me, test].find((answer) => answer.statusCode >= 400 && answer.statusCode < 500)
  if (refusal) throw new UploadError(refusal.statusCode, refusal.body?.message ?? 'This upload was refused.', 'API_REFUSED', refusal.body?.code)
  if (me.statusCode === 200 && test.statusCode === 200 && typeof me.body?.user?.id === 'string') return { authorization, usesCookie, userId: me.body.user.id }
  throw new UploadError(503, SERVICE_UNAVAILABLE_MESSAGE, 'API_NOT_AVAILABLE')
}

/** The get call of a test the upload names, asked before the upload is read; its id escaped into one path segment. */
export const testPathOf = (listPath: '/api/oet-writing-tests' | '/api/oet-speaking-tests' | '/api/mock-tests', id: string) =>
  `${listPath}/${encodeURIComponent(id)}`
