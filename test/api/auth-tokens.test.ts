import t from 'tap'
import { eq } from 'drizzle-orm'
import { sessions } from '#api/db/schema.ts'
import { hashToken } from '#api/modules/auth/tokens.ts'
import { databaseBackends, buildTestApi, newStudent } from '#test/helper.ts'

type Api = Awaited<ReturnType<typeof buildTestApi>>

const MINUTE = 60_000
const TOKEN_EXPIRED = { statusCode: 401, error: 'Unauthorized', code: 'TOKEN_EXPIRED', message: 'Token expired' }
const NOT_LOGGED_IN = { statusCode: 401, error: 'Unauthorized', code: 'NOT_LOGGED_IN', message: 'Please log in.' }

const me = (app: Api, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })
const logout = (app: Api, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })

/** Registers a new student and answers its session and password. */
async function signUp(app: Api) {
  const student = newStudent()
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: student })
  return { ...(res.json() as { token: string; expiresAt: string; user: { id: string } }), student }
}

async function logIn(app: Api, { email, password }: { email: string; password: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  return res.json().token
}

/** The sessions row behind a token, read and changed directly in the database. */
const sessionRow = async (app: Api, token: string) => {
  const [row] = await app.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))
  return row!
}
const updateSession = (app: Api, token: string, values: Partial<typeof sessions.$inferInsert>) =>
  app.database.db.update(sessions).set(values).where(eq(sessions.tokenHash, hashToken(token)))

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('me answers the user behind the token', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token, user } = await signUp(app)
      const res = await me(app, token)
      t.equal(res.statusCode, 200)
      t.same(res.json(), { user })
    })

    t.test('me without a bearer token asks the person to log in', async (t) => {
      const app = await buildTestApi(t, backend)
      const none = await app.inject({ method: 'GET', url: '/api/auth/me' })
      t.equal(none.statusCode, 401)
      t.same(none.json(), NOT_LOGGED_IN)
      for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer ', 'Bearer    ']) {
        const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })
        t.equal(res.statusCode, 401, authorization)
        t.same(res.json(), NOT_LOGGED_IN, authorization)
      }
    })

    t.test('me with a token that was never issued answers Token expired', async (t) => {
      const app = await buildTestApi(t, backend)
      for (const token of ['garbage', 'x'.repeat(43), 'é🙂 not even base64']) {
        const res = await me(app, token)
        t.equal(res.statusCode, 401, token)
        t.same(res.json(), TOKEN_EXPIRED, token)
      }
    })

    t.test('login sets expiresAt to the session idle expiry', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token, expiresAt } = await signUp(app)
      const row = await sessionRow(app, token)
      t.equal(row.idleExpiresAt.toISOString(), expiresAt)
      t.ok(row.idleExpiresAt < row.absoluteExpiresAt, 'the idle expiry comes before the absolute one')
      t.not(row.tokenHash, token, 'the token itself is not stored')
    })

    t.test('logout answers 204 and ends that token at once, not the other sessions', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token, user, student } = await signUp(app)
      const other = await logIn(app, student)

      const res = await logout(app, token)
      t.equal(res.statusCode, 204)
      t.equal(res.body, '')

      const after = await me(app, token)
      t.equal(after.statusCode, 401)
      t.same(after.json(), TOKEN_EXPIRED)
      const again = await logout(app, token)
      t.equal(again.statusCode, 401, 'logging out twice is refused')
      t.same(again.json(), TOKEN_EXPIRED)

      const stillIn = await me(app, other)
      t.equal(stillIn.statusCode, 200, 'the other session of the same user still works')
      t.same(stillIn.json(), { user })
    })

    t.test('logout without a token asks the person to log in', async (t) => {
      const app = await buildTestApi(t, backend)
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout' })
      t.equal(res.statusCode, 401)
      t.same(res.json(), NOT_LOGGED_IN)
    })

    t.test('a token past its idle expiry answers Token expired', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token } = await signUp(app)
      await updateSession(app, token, {
        lastUsedAt: new Date(Date.now() - 61 * MINUTE),
        idleExpiresAt: new Date(Date.now() - MINUTE),
      })
      const res = await me(app, token)
      t.equal(res.statusCode, 401)
      t.same(res.json(), TOKEN_EXPIRED)
      t.equal((await logout(app, token)).statusCode, 401)
    })

    t.test('a token past its absolute expiry answers Token expired, even when recently used', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token } = await signUp(app)
      await updateSession(app, token, {
        createdAt: new Date(Date.now() - 13 * 60 * MINUTE),
        absoluteExpiresAt: new Date(Date.now() - MINUTE),
      })
      const res = await me(app, token)
      t.equal(res.statusCode, 401)
      t.same(res.json(), TOKEN_EXPIRED)
    })

    t.test('a used token slides its idle expiry forward', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token } = await signUp(app)
      // As if the token had last been used two minutes ago.
      await updateSession(app, token, {
        lastUsedAt: new Date(Date.now() - 2 * MINUTE),
        idleExpiresAt: new Date(Date.now() + 58 * MINUTE),
      })
      const before = await sessionRow(app, token)
      t.equal((await me(app, token)).statusCode, 200)
      const after = await sessionRow(app, token)
      t.ok(after.idleExpiresAt > before.idleExpiresAt, 'idle expiry moved later')
      t.ok(after.lastUsedAt > before.lastUsedAt, 'last use recorded')
      t.ok(after.idleExpiresAt <= after.absoluteExpiresAt, 'never past the absolute expiry')
      t.equal(after.absoluteExpiresAt.getTime(), before.absoluteExpiresAt.getTime(), 'the absolute expiry stays')
    })

    t.test('a used token never slides past its absolute expiry', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token } = await signUp(app)
      const absolute = new Date(Date.now() + 10 * MINUTE)
      await updateSession(app, token, {
        lastUsedAt: new Date(Date.now() - 2 * MINUTE),
        idleExpiresAt: new Date(Date.now() + 5 * MINUTE),
        absoluteExpiresAt: absolute,
      })
      t.equal((await me(app, token)).statusCode, 200)
      const after = await sessionRow(app, token)
      t.equal(after.idleExpiresAt.getTime(), absolute.getTime(), 'the idle expiry stops at the absolute one')
      t.equal(after.absoluteExpiresAt.getTime(), absolute.getTime())
    })

    t.test('a token used again within a minute is not rewritten on every call', async (t) => {
      const app = await buildTestApi(t, backend)
      const { token } = await signUp(app)
      const before = await sessionRow(app, token)
      t.equal((await me(app, token)).statusCode, 200)
      const after = await sessionRow(app, token)
      t.equal(after.idleExpiresAt.getTime(), before.idleExpiresAt.getTime())
      t.equal(after.lastUsedAt.getTime(), before.lastUsedAt.getTime())
    })
  })
}
