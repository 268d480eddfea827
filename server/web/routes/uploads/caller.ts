import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { UploadError } from './upload-error.ts'

/** Who is uploading: the bearer the API host will see, and the student it belongs to. */
export interface Caller {
  authorization: string | undefined
  /** The bearer came from the session cookie (so the anti-forgery check applied, and a 401 ends the session). */
  usesCookie: boolean
  userId: string
}

const NOT_AVAILABLE = 'The service is not available right now. Nothing was saved; please try again in a moment.'

/**
 * Admits an upload before any of its bytes are read: the same bearer and anti-forgery rules as the
 * /api/* proxy, then the API host is asked whose token it is. A student whose session has ended
 * hears it at once, instead of after a 50 MB upload has been re-encoded for nothing; and the
 * submission log can name the student.
 */
export async function admitCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  const ownAuthorization = request.headers.authorization
  const usesCookie = !ownAuthorization && Boolean(request.sessionToken)
  if (usesCookie) {
    const token = request.headers['x-csrf-token']
    app.checkSameOrigin(request, typeof token === 'string' ? token : undefined)
  }
  const authorization = ownAuthorization ?? (request.sessionToken ? `Bearer ${request.sessionToken}` : undefined)

  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': request.id, 'x-forwarded-for': request.ip }
  if (authorization) headers.authorization = authorization
  const answer = await app.apiPool.request({ method: 'GET', path: '/api/auth/me', headers, signal: AbortSignal.timeout(30_000) })
  const body = (await answer.body.json().catch(() => null)) as { user?: { id?: string }; message?: string } | null
  if (answer.statusCode === 200 && typeof body?.user?.id === 'string') return { authorization, usesCookie, userId: body.user.id }
  if (answer.statusCode === 401) {
    if (usesCookie) reply.endSession()
    // The API host's own words: the browser treats "Token expired" as the end of the session.
    throw new UploadError(401, body?.message ?? 'Please log in to submit.', 'NOT_LOGGED_IN')
  }
  if (answer.statusCode === 429) throw new UploadError(429, body?.message ?? 'Too many requests. Please wait a minute and try again.', 'RATE_LIMITED')
  throw new UploadError(503, NOT_AVAILABLE, 'API_NOT_AVAILABLE')
}
