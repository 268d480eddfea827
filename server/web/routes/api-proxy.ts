import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { IncomingHttpHeaders } from 'node:http'
import { JSON_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { API_ANSWER_HEADERS, bearerOf, forwardToApiHost, passBackHeaders } from '../plugins/api-forward.ts'

/** The API docs are pages: they keep the policy the API host gives them, which lets Swagger UI's own assets load. */
const DOCUMENTATION_HEADERS = { 'x-content-type-options': 'nosniff' }
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** nginx's "client closed request": the status the log shows for a call whose browser went away. */
const browserGoneError = () => Object.assign(new Error('The browser closed the connection before the answer came.'), { statusCode: 499 })

/**
 * /api/* and the API docs, forwarded to the API host with bodies streamed both ways. The bearer
 * comes from the session cookie, or from the caller's own Authorization header (API clients).
 */
export default async function apiProxyRoutes(app: FastifyInstance) {
  // Bodies are not parsed here: they stream through to the API host untouched.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const { authorization, usesCookie } = bearerOf(request)
    if (usesCookie && UNSAFE_METHODS.has(request.method)) {
      app.checkSameOrigin(request, header(request.headers, 'x-csrf-token'))
    }

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    // The API host would refuse it after reading a little; refusing here lets the caller see why.
    const isJson = (request.headers['content-type'] ?? '').includes('json')
    if (hasBody && isJson && Number(request.headers['content-length'] ?? 0) > JSON_BODY_LIMIT_BYTES) {
      return reply.code(413).header('connection', 'close').send({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'PAYLOAD_TOO_LARGE',
        message: `The request is too large: at most ${JSON_BODY_LIMIT_BYTES / 1024 / 1024} MB of JSON is accepted.`,
      })
    }
    const upstream = upstreamSignal(reply)
    const answer = await forwardToApiHost(app, request, {
      method: request.method as 'GET',
      path: request.url,
      authorization,
      body: hasBody ? 'as-sent' : 'none',
      signal: upstream.signal,
    })
      .catch((error: unknown) => {
        // Nobody is waiting for an answer: logged as the browser's doing, not as a failure here.
        if (upstream.browserGone) throw browserGoneError()
        // The rest of the body will never be read: close the connection after the error answer
        // instead of leaving it half-read (it would hang until keep-alive times out, and hold up close()).
        if (hasBody && !request.raw.complete) void reply.header('connection', 'close')
        throw error
      })
    if (answer.statusCode === 401 && usesCookie) reply.endSession()
    passBackHeaders(reply, answer.headers, { bodyRead: false })
    const fixed = request.routeOptions.config.apiAnswer ? API_ANSWER_HEADERS : DOCUMENTATION_HEADERS
    return reply.code(answer.statusCode).headers(fixed).send(answer.body)
  }

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    // JSON and media answers take the fixed API_ANSWER_HEADERS instead of the pages' per-request CSP.
    helmet: false,
    config: { apiAnswer: true },
    handler: forward,
  })
  app.route({ method: ['GET', 'HEAD'], url: '/documentation', handler: forward })
  app.route({ method: ['GET', 'HEAD'], url: '/documentation/*', handler: forward })
}

/** A call to the API host that has not answered in this time is given up (the browser sees a 500). */
const UPSTREAM_TIMEOUT_MS = 120_000

/**
 * The signal that ends a call to the API host: after UPSTREAM_TIMEOUT_MS, or as soon as the
 * browser goes away before its answer is sent (a closed tab, a timed-out retry), so the call is
 * dropped and its connection freed instead of being waited for and streamed to nobody. What the
 * API host has already received it still handles to the end. One controller and one timer, both
 * done with when the answer is.
 */
function upstreamSignal(reply: FastifyReply) {
  const controller = new AbortController()
  const state = { signal: controller.signal, browserGone: false }
  const timer = setTimeout(() => controller.abort(new Error('the API host did not answer in time')), UPSTREAM_TIMEOUT_MS)
  const done = () => {
    clearTimeout(timer)
    if (reply.raw.writableFinished) return
    state.browserGone = true
    controller.abort(new Error('the browser closed the connection'))
  }
  if (reply.raw.destroyed) done()
  else reply.raw.once('close', done)
  return state
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return typeof value === 'string' ? value : undefined
}
