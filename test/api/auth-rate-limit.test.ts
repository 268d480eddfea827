import t, { type Test } from 'tap'
import { eq } from 'drizzle-orm'
import { passwordResets, users } from '#api/db/schema.ts'
import { hashToken, newToken } from '#api/modules/auth/tokens.ts'
import { backends, buildTestApi, newStudent } from '#test/helper.ts'

type Api = Awaited<ReturnType<typeof buildTestApi>>

const HOME = '203.0.113.10'
const INCORRECT = { statusCode: 401, error: 'Unauthorized', message: 'Incorrect email or password.' }

const login = (app: Api, email: string, password: string, remoteAddress = HOME) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })

/** Registers a new student and answers its email and password. */
async function signUp(app: Api) {
  const student = newStudent()
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: student, remoteAddress: '198.51.100.1' })
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`)
  return student
}

/** One failed login for `email` from each of `addresses`, each expected to be a plain 401. */
async function failLogins(t: Test, app: Api, email: string, addresses: string[]) {
  let unexpected = 0
  // Four at a time, as many as argon2 hashes at once on libuv's default thread pool.
  for (let i = 0; i < addresses.length; i += 4) {
    const answers = await Promise.all(addresses.slice(i, i + 4).map((address) => login(app, email, 'not the password', address)))
    unexpected += answers.filter((res) => res.statusCode !== 401).length
  }
  t.equal(unexpected, 0, `${addresses.length} failed logins each answered 401`)
}

const fromHome = (count: number) => Array.from({ length: count }, () => HOME)
/** `count` distinct addresses, so that no single one reaches the per-address limit. */
const manyAddresses = (count: number) => Array.from({ length: count }, (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.1`)

function assertTooMany(t: Test, res: Awaited<ReturnType<Api['inject']>>, message: RegExp) {
  t.equal(res.statusCode, 429)
  t.match(res.json(), { statusCode: 429, error: 'Too Many Requests', message })
  const retryAfter = Number(res.headers['retry-after'])
  t.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `retry-after is a whole number of seconds (${res.headers['retry-after']})`)
}

for (const backend of backends()) {
  t.test(backend, async (t) => {
    t.test('ten failed logins from one address refuse the eleventh for a while, even the right password', async (t) => {
      const app = await buildTestApi(t, backend)
      const student = await signUp(app)
      await failLogins(t, app, student.email, fromHome(10))

      const res = await login(app, student.email, student.password)
      assertTooMany(t, res, /^Too many failed sign-in attempts from this network\. Please wait a minute/)
      t.ok(Number(res.headers['retry-after']) <= 60, 'within the minute')
      const unknown = await login(app, 'someone.else@example.test', 'whatever it is')
      t.equal(unknown.statusCode, 429, 'any account from that address')

      const elsewhere = await login(app, student.email, student.password, '203.0.113.99')
      t.equal(elsewhere.statusCode, 200, 'another address is not affected')
    })

    t.test('the address limit counts failures of any account', async (t) => {
      const app = await buildTestApi(t, backend)
      const student = await signUp(app)
      for (let i = 0; i < 10; i += 1) await login(app, `guess${i}@example.test`, 'not the password')
      assertTooMany(t, await login(app, student.email, student.password), /from this network/)
    })

    t.test('successful logins never count toward the address limit', async (t) => {
      const app = await buildTestApi(t, backend)
      const student = await signUp(app)
      await failLogins(t, app, student.email, fromHome(9))
      let succeeded = 0
      for (let i = 0; i < 15; i += 1) if ((await login(app, student.email, student.password)).statusCode === 200) succeeded += 1
      t.equal(succeeded, 15, 'fifteen right passwords all let the student in')
      const tenth = await login(app, student.email, 'not the password')
      t.equal(tenth.statusCode, 401, 'the tenth failure is still only a wrong password')
      t.same(tenth.json(), INCORRECT)
      assertTooMany(t, await login(app, student.email, student.password), /from this network/)
    })

    t.test('a burst of parallel guesses from one address gets no more than ten answers', async (t) => {
      const app = await buildTestApi(t, backend)
      const student = await signUp(app)
      const answers = await Promise.all(Array.from({ length: 30 }, () => login(app, student.email, 'not the password')))
      t.equal(answers.filter((res) => res.statusCode === 401).length, 10, 'ten wrong passwords are answered as such')
      t.equal(answers.filter((res) => res.statusCode === 429).length, 20, 'the rest are refused')
      assertTooMany(t, await login(app, student.email, student.password), /from this network/)
    })

    t.test('behind the web server, the forwarded client address is the one counted', async (t) => {
      const app = await buildTestApi(t, backend)
      const student = await signUp(app)
      for (let i = 0; i < 10; i += 1) {
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: student.email, password: 'not the password' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.7' },
        })
      }
      const blocked = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: student.password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      })
      t.equal(blocked.statusCode, 429, 'the forwarded address is limited')
      const neighbour = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: student.password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.8' },
      })
      t.equal(neighbour.statusCode, 200, 'another client behind the same web server is not')
    })

    t.test('a hundred failed logins for one account from many addresses lock that account until a reset', async (t) => {
      const app = await buildTestApi(t, backend)
      const student = await signUp(app)
      const bystander = await signUp(app)
      await failLogins(t, app, student.email.toUpperCase(), manyAddresses(100))

      const res = await login(app, student.email, student.password, '192.0.2.200')
      assertTooMany(t, res, /^Too many failed sign-in attempts for this account\. Try again in \d+ minutes, or reset your password/)
      t.ok(Number(res.headers['retry-after']) <= 3600, 'within the hour')
      t.equal((await login(app, bystander.email, bystander.password, '192.0.2.200')).statusCode, 200, 'other accounts are not locked')

      // A reset token as the mail would carry it (the mail itself is tested in auth-reset).
      const token = newToken()
      const [user] = await app.database.db.select().from(users).where(eq(users.email, student.email))
      await app.database.db
        .insert(passwordResets)
        .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60_000) })
      const newPassword = 'a brand new passphrase'
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: newPassword },
        remoteAddress: '192.0.2.200',
      })
      t.equal(reset.statusCode, 204)
      t.equal((await login(app, student.email, newPassword, '192.0.2.201')).statusCode, 200, 'the reset unlocks the account at once')
    })
  })
}
