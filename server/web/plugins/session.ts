import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token from the session cookie; page scripts never see it. */
    sessionToken: string | undefined
  }
  interface FastifyReply {
    startSession(token: string): void
    endSession(): void
    /** The visitor's anti-forgery token, made and set as a cookie on first use. */
    csrfToken(): string
  }
  interface FastifyInstance {
    /** Refuses a state-changing request that another site could have made (403). */
    checkSameOrigin(request: FastifyRequest, token: string | undefined): void
  }
}

/** The cookie outlives the token's absolute limit by nothing: the API host decides expiry. */
const SESSION_MAX_AGE_S = 12 * 60 * 60

export class ForgeryError extends Error {
  statusCode = 403
}

/**
 * The browser session: the API token in an HttpOnly, SameSite=Lax cookie (Secure and __Host-
 * prefixed over HTTPS), and a double-submit anti-forgery token checked with the Origin header.
 */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const secure = publicUrl.startsWith('https:')
    const prefix = secure ? '__Host-' : ''
    const sessionCookie = `${prefix}oet_session`
    const csrfCookie = `${prefix}oet_csrf`
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const
    const publicOrigin = new URL(publicUrl).origin

    await app.register(cookie)
    app.decorateRequest('sessionToken', undefined)
    app.addHook('onRequest', async (request) => {
      request.sessionToken = request.cookies[sessionCookie] || undefined
    })

    app.decorateReply('startSession', function startSession(this: FastifyReply, token: string) {
      this.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_S })
    })
    app.decorateReply('endSession', function endSession(this: FastifyReply) {
      this.clearCookie(sessionCookie, cookieOptions)
    })
    app.decorateReply('csrfToken', function csrfToken(this: FastifyReply) {
      const existing = this.request.cookies[csrfCookie]
      if (existing) return existing
      const token = randomBytes(24).toString('base64url')
      this.setCookie(csrfCookie, token, cookieOptions)
      this.request.cookies[csrfCookie] = token
      return token
    })

    app.decorate('checkSameOrigin', (request: FastifyRequest, token: string | undefined) => {
      const origin = request.headers.origin
      const ownOrigin = `${request.protocol}://${request.host}`
      if (origin && origin !== publicOrigin && origin !== ownOrigin) {
        throw new ForgeryError('This request came from another site and was refused.')
      }
      if (!origin && request.headers['sec-fetch-site'] === 'cross-site') {
        throw new ForgeryError('This request came from another site and was refused.')
      }
      const expected = request.cookies[csrfCookie]
      if (!expected || !token || !safeEqual(expected, token)) {
        throw new ForgeryError('This form has expired. Please reload the page and try again.')
      }
    })
  },
  { name: 'session' },
)

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
