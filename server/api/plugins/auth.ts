import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { RedisLink } from '../redis.ts'
import { forbidden, unauthorized } from '../errors.ts'
import { memoryFailureCounter } from '../modules/auth/failure-counter.ts'
import { fallbackFailureCounter } from '../modules/auth/fallback-failure-counter.ts'
import { createLoginThrottle } from '../modules/auth/login-throttle.ts'
import type { PasswordHasher } from '../modules/auth/password-hash.ts'
import { authService, type AuthService } from '../modules/auth/service.ts'
import { NOT_LOGGED_IN_MESSAGE, type Role } from '#shared/auth/auth.ts'
import type { User } from '#shared/auth/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService
    passwordHasher: PasswordHasher
    /** preHandler: a valid bearer token is required; sets request.user. */
    authenticate: preHandlerAsyncHookHandler
    /** preHandler: the user must have one of these roles (use after authenticate). */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    user: User
    sessionId: string
  }
}

export interface AuthPluginOptions {
  publicUrl: string
  /** The host's Redis when REDIS_URL is set: failed logins are counted there, across replicas, while it answers. */
  redis?: RedisLink | undefined
  hasher: PasswordHasher
  /** The clock the login throttle's windows and waits run by. */
  now: () => Date
}


export default fp<AuthPluginOptions>(
  async (app, options) => {
    const { redis } = options
    const clock = () => options.now().getTime()
    const { hasher } = options
    app.decorate('passwordHasher', hasher)
    const service = authService({
      db: app.database.db,
      hasher,
      throttle: createLoginThrottle(redis ? fallbackFailureCounter(redis, clock) : memoryFailureCounter(clock)),
      mailer: app.mailer,
      publicUrl: options.publicUrl,
      log: app.log,
    })
    app.decorate('auth', service)
    app.decorateRequest('user', null as unknown as User)
    app.decorateRequest('sessionId', '')

    app.decorate('authenticate', async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const header = request.headers.authorization
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined
      if (!token) throw unauthorized(NOT_LOGGED_IN_MESSAGE, 'NOT_LOGGED_IN')
      const { user, sessionId } = await service.authenticate(token)
      request.user = user
      request.sessionId = sessionId
    })

    app.decorate('requireRole', (...roles: Role[]) =>
      async function requireRole(request: FastifyRequest) {
        if (!roles.includes(request.user.role)) throw forbidden('You do not have permission to do this.')
      },
    )
  },
  { name: 'auth', dependencies: ['db', 'mailer'] },
)
