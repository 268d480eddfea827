import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Dispatcher, FormData } from 'undici'

/**
 * The one way a browser's request reaches the API host (the /api/* proxy, the uploads and their
 * admission): which of its headers go on, who it is on behalf of, and which of the API host's
 * answer headers come back. Cookies and everything not listed stay on the web server.
 */

/** Request headers the API host may need, whatever the call. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'idempotency-key',
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
] as const
/** The headers that describe the browser's body: passed on only with that body itself. */
const BODY_HEADERS = ['content-type', 'content-length'] as const
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'])

/**
 * API answers are data, never a page: an uploaded SVG opened directly must not run script here,
 * and nothing may frame them. One fixed policy, no per-request nonce.
 */
export const API_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
}

/**
 * What goes to the API host: the browser's own body as it came (`as-sent`, streamed with its
 * content type and length), a form the web server built (undici writes its boundary and length),
 * or nothing.
 */
export type ApiBody = 'as-sent' | { form: FormData } | 'none'

export interface ApiCall {
  method: Dispatcher.HttpMethod
  path: string
  /** The bearer the API host sees, if any. */
  authorization: string | undefined
  body: ApiBody
  signal: AbortSignal
  /** Overrides the browser's Accept (the admission's calls read JSON whatever the browser asked for). */
  accept?: string
}

/**
 * The bearer the API host sees: the caller's own Authorization header (API clients), else the
 * session cookie's token. `usesCookie` says the anti-forgery check applies and a 401 ends the session.
 */
export function bearerOf(request: FastifyRequest): { authorization: string | undefined; usesCookie: boolean } {
  const own = request.headers.authorization
  if (own) return { authorization: own, usesCookie: false }
  return request.sessionToken ? { authorization: `Bearer ${request.sessionToken}`, usesCookie: true } : { authorization: undefined, usesCookie: false }
}

/** Sends a call to the API host on behalf of this request, under its request id and the browser's address. */
export function forwardToApiHost(app: FastifyInstance, request: FastifyRequest, call: ApiCall) {
  const headers: Record<string, string> = {}
  const names = call.body === 'as-sent' ? [...FORWARDED_REQUEST_HEADERS, ...BODY_HEADERS] : FORWARDED_REQUEST_HEADERS
  for (const name of names) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  if (call.accept) headers.accept = call.accept
  if (call.authorization) headers.authorization = call.authorization
  headers['x-request-id'] = request.id
  headers['x-forwarded-for'] = request.ip
  headers['x-forwarded-proto'] = request.protocol
  const body = call.body === 'as-sent' ? request.raw : call.body === 'none' ? null : call.body.form
  return app.apiPool.request({ method: call.method, path: call.path, headers, body, signal: call.signal })
}

/**
 * The API host's answer headers on the reply, but hop-by-hop ones and cookies (the session is the
 * web server's); `content-length` too when the body is sent on as read text rather than streamed.
 */
export function passBackHeaders(reply: FastifyReply, headers: Dispatcher.ResponseData['headers'], options: { bodyRead: boolean }) {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'set-cookie') continue
    if (options.bodyRead && name === 'content-length') continue
    void reply.header(name, value)
  }
}
