import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { STATUS_CODES } from 'node:http'
import { errorCodeForStatus, isErrorCode } from '#shared/errors/error-codes.ts'
import type { SessionResponse } from '#shared/auth/schema.ts'
import { safeNext } from '#client/lib/public-paths.ts'
import { callApi } from '../plugins/api-client.ts'

type Fields = Record<string, string | undefined>
type Refusal = { status: number; body: { message?: string; code?: string } | null }
type FormPath = '/login' | '/register' | '/forgot-password' | '/reset-password'

/** Fields a re-shown form may keep; passwords and tokens are never echoed back into a page. */
const KEPT_FIELDS = ['name', 'email']

/**
 * The public forms post here as plain HTML forms (their pages load no script, decision 0070), or
 * as JSON from a script or a test. The web server calls the API, keeps the token in the session
 * cookie, and answers with a redirect (HTML) or `{redirectTo}` (JSON).
 */
export default async function authFormRoutes(app: FastifyInstance) {
  const wantsJson = (request: FastifyRequest) => request.headers.accept?.includes('application/json') ?? false

  function succeed(request: FastifyRequest, reply: FastifyReply, redirectTo: string) {
    return wantsJson(request) ? reply.send({ redirectTo }) : reply.redirect(redirectTo, 303)
  }

  /** The API host's refusal: as JSON in its own shape (code included), or the form shown again with its message. */
  function fail(request: FastifyRequest, reply: FastifyReply, form: FormPath, answer: Refusal, fallback: string, url?: string) {
    const { status } = answer
    const message = answer.body?.message ?? fallback
    if (wantsJson(request)) {
      const code = isErrorCode(answer.body?.code) ? answer.body.code : errorCodeForStatus(status)
      return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', code, message })
    }
    const fields = (request.body ?? {}) as Fields
    const values = Object.fromEntries(KEPT_FIELDS.filter((k) => fields[k]).map((k) => [k, fields[k]!]))
    return reply.renderPage({ user: null, status, url: url ?? form, flash: { form, message, values } })
  }

  function post(path: FormPath | '/logout', handle: (fields: Fields, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
    app.post(path, async (request, reply) => {
      const fields = (request.body ?? {}) as Fields
      app.checkSameOrigin(request, fields._csrf ?? (request.headers['x-csrf-token'] as string | undefined))
      return handle(fields, request, reply)
    })
  }

  const api = <T>(request: FastifyRequest, path: string, body: unknown, token?: string) =>
    callApi<T & { message?: string; code?: string }>(app.apiPool, { method: 'POST', path, body, token, requestId: request.id, ip: request.ip })

  post('/login', async (fields, request, reply) => {
    const answer = await api<SessionResponse>(request, '/api/auth/login', { email: fields.email ?? '', password: fields.password ?? '' })
    if (answer.status !== 200) return fail(request, reply, '/login', answer, 'Log in failed.')
    reply.startSession(answer.body.token)
    return succeed(request, reply, safeNext(fields.next))
  })

  post('/register', async (fields, request, reply) => {
    const body = { name: fields.name ?? '', email: fields.email ?? '', password: fields.password ?? '' }
    const answer = await api<SessionResponse>(request, '/api/auth/register', body)
    if (answer.status !== 201) return fail(request, reply, '/register', answer, 'Registration failed.')
    reply.startSession(answer.body.token)
    return succeed(request, reply, '/app/welcome')
  })

  post('/forgot-password', async (fields, request, reply) => {
    const answer = await api(request, '/api/auth/forgot-password', { email: fields.email ?? '' })
    if (answer.status !== 202) return fail(request, reply, '/forgot-password', answer, 'Please try again.')
    return succeed(request, reply, '/forgot-password?sent=1')
  })

  post('/reset-password', async (fields, request, reply) => {
    const token = fields.token ?? ''
    const answer = await api(request, '/api/auth/reset-password', { token, password: fields.password ?? '' })
    if (answer.status !== 204) {
      const url = `/reset-password?token=${encodeURIComponent(token)}`
      return fail(request, reply, '/reset-password', answer, 'Please try again.', url)
    }
    reply.endSession()
    return succeed(request, reply, '/login?reset=1')
  })

  post('/logout', async (_fields, request, reply) => {
    if (request.sessionToken) await api(request, '/api/auth/logout', undefined, request.sessionToken)
    reply.endSession()
    return succeed(request, reply, '/login')
  })
}
