import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { badRequest, conflict, isUniqueViolation, unauthorized } from '../../errors.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { toUser, usersRepository, normaliseEmail } from '../users/repository.ts'
import { TOKEN_EXPIRED_MESSAGE } from '#shared/auth/auth.ts'
import type { LoginBody, RegisterBody, ResetPasswordBody, SessionResponse, User } from '#shared/auth/schema.ts'
import { authRepository } from './repository.ts'
import type { LoginThrottle } from './login-throttle.ts'
import type { PasswordHasher } from './password-hash.ts'
import { passwordProblem } from './password-policy.ts'
import { hashToken, newToken } from './tokens.ts'
import { SessionCache, type CachedSession } from './session-cache.ts'

const MINUTE = 60_000
export const SESSION_IDLE_MS = 60 * MINUTE
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE
export const PASSWORD_RESET_MS = 60 * MINUTE
/** A session's idle expiry is pushed forward at most this often, so autosaves do not write on every call. */
const SESSION_TOUCH_INTERVAL_MS = MINUTE
/**
 * How long a checked session is trusted without asking the database again: longer than the
 * autosave interval, so an exam in progress never pays for the lookup.
 */
const SESSION_CACHE_MS = 30_000

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.'

export interface AuthDeps {
  db: Db
  hasher: PasswordHasher
  throttle: LoginThrottle
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
  now?: () => Date
}

export interface Authenticated {
  user: User
  sessionId: string
}

export function authService({ db, hasher, throttle, mailer, publicUrl, log, now = () => new Date() }: AuthDeps) {
  const users = usersRepository(db)
  const auth = authRepository(db)
  const sessionCache = new SessionCache(SESSION_CACHE_MS, () => now().getTime())

  async function loadSession(tokenHash: string): Promise<CachedSession> {
    const found = await auth.findSession(tokenHash)
    if (!found || found.session.revokedAt) throw unauthorized(TOKEN_EXPIRED_MESSAGE, 'TOKEN_EXPIRED')
    const session: CachedSession = {
      sessionId: found.session.id,
      user: toUser(found.user),
      lastUsedAt: found.session.lastUsedAt.getTime(),
      idleExpiresAt: found.session.idleExpiresAt.getTime(),
      absoluteExpiresAt: found.session.absoluteExpiresAt.getTime(),
    }
    sessionCache.set(tokenHash, session)
    return session
  }

  async function startSession(user: User): Promise<SessionResponse> {
    const token = newToken()
    const at = now()
    const idleExpiresAt = new Date(at.getTime() + SESSION_IDLE_MS)
    await auth.insertSession({
      userId: user.id,
      tokenHash: hashToken(token),
      idleExpiresAt,
      absoluteExpiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
    })
    return { token, expiresAt: idleExpiresAt.toISOString(), user }
  }

  function requireAcceptablePassword(password: string) {
    const problem = passwordProblem(password)
    if (problem) throw badRequest(problem)
  }

  return {
    async register(body: RegisterBody): Promise<SessionResponse> {
      const name = body.name.trim()
      if (!name) throw badRequest('Please enter your name.')
      requireAcceptablePassword(body.password)
      if (await users.findByEmail(body.email)) throw conflict('An account with this email already exists. Please log in instead.')
      try {
        const row = await users.insert({ name, email: body.email, passwordHash: await hasher.hash(body.password) })
        return await startSession(toUser(row))
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists. Please log in instead.')
        throw error
      }
    },

    async login(body: LoginBody, ip: string): Promise<SessionResponse> {
      const email = normaliseEmail(body.email)
      // Counted before the hash, so that parallel guesses cannot all pass under the limit.
      const attempt = await throttle.attempt(ip, email)
      let row: Awaited<ReturnType<typeof users.findByEmail>>
      let right: boolean
      try {
        row = await users.findByEmail(email)
        right = await hasher.verify(row?.passwordHash, body.password)
      } catch (error) {
        // Not a wrong password (the database is down, the hasher failed): the attempt does not
        // count, so clients retrying through an outage use up no one's free attempts.
        await attempt.cancelled().catch((undo: unknown) => log.error({ err: undo }, 'a login attempt could not be taken back'))
        throw error
      }
      if (!right || !row) throw unauthorized('Incorrect email or password.', 'INVALID_CREDENTIALS')
      await attempt.succeeded()
      return startSession(toUser(row))
    },

    /** The user behind a bearer token, sliding its idle expiry; 401 "Token expired" for any dead token. */
    async authenticate(token: string): Promise<Authenticated> {
      const tokenHash = hashToken(token)
      const at = now().getTime()
      const session = sessionCache.get(tokenHash) ?? (await loadSession(tokenHash))
      if (session.idleExpiresAt <= at || session.absoluteExpiresAt <= at) throw unauthorized(TOKEN_EXPIRED_MESSAGE, 'TOKEN_EXPIRED')
      if (at - session.lastUsedAt >= SESSION_TOUCH_INTERVAL_MS) {
        session.lastUsedAt = at
        session.idleExpiresAt = Math.min(at + SESSION_IDLE_MS, session.absoluteExpiresAt)
        await auth.touchSession(session.sessionId, new Date(at), new Date(session.idleExpiresAt))
      }
      return { user: session.user, sessionId: session.sessionId }
    },

    /** A user's role changed: their sessions are read from the database again on next use. */
    forgetUser(userId: string) {
      sessionCache.dropUser(userId)
    },

    async logout(sessionId: string) {
      sessionCache.dropSession(sessionId)
      await auth.revokeSession(sessionId, now())
    },

    /** Always the same answer, whether or not the email has an account. */
    async forgotPassword(email: string): Promise<void> {
      const row = await users.findByEmail(email)
      if (!row) return
      const token = newToken()
      await auth.insertPasswordReset({
        userId: row.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + PASSWORD_RESET_MS),
      })
      const link = new URL(`/reset-password?token=${token}`, publicUrl).href
      // Sent in the background: waiting for the mail server would tell an attacker the email exists.
      mailer
        .send({
          to: row.email,
          subject: 'Reset your OET Prep password',
          text: `Hello ${row.name},\n\nTo choose a new password, open this link within 1 hour:\n${link}\n\nIf you did not ask for this, ignore this email; your password stays as it is.`,
        })
        .catch((error: unknown) => log.error({ err: error }, 'password reset email failed'))
    },

    async resetPassword(body: ResetPasswordBody, ip: string): Promise<void> {
      requireAcceptablePassword(body.password)
      const passwordHash = await hasher.hash(body.password)
      const email = await db.transaction(async (tx) => {
        const userId = await authRepository(tx).consumePasswordReset(hashToken(body.token), now())
        if (!userId) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.')
        await usersRepository(tx).setPassword(userId, passwordHash)
        await authRepository(tx).revokeAllSessions(userId, now())
        sessionCache.dropUser(userId)
        const [user] = await tx.query.users.findMany({ where: (u, { eq }) => eq(u.id, userId), limit: 1 })
        return user!.email
      })
      await throttle.reset(ip, email)
    },
  }
}
export type AuthService = ReturnType<typeof authService>
