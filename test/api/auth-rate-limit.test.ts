import t, { type Test } from 'tap'
import { eq } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { passwordResets, users } from '#api/db/schema.ts'
import { hashToken, newToken } from '#api/modules/auth/tokens.ts'
import { HTTP_BACKEND, buildTestApi, newStudent, buildTestApiServer, openTestDatabase, testApiConfig, type Backend } from '#test/helper.ts'

type Api = Awaited<ReturnType<typeof buildTestApi>>
type Overrides = Parameters<typeof buildTestApi>[2]

/**
 * A clock that stands still until the test moves it: the throttle's waits end when the test says,
 * however long the password checks take on a busy machine.
 */
function stoppedClock() {
  let at = Date.now()
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) }
}

/** The API host on a fresh database, on a clock of the test's own. */
async function throttledApi(t: Test, backend: Backend, overrides: Overrides = {}) {
  const clock = stoppedClock()
  return { app: await buildTestApi(t, backend, overrides, { now: clock.now }), clock }
}

const HOME = '203.0.113.10'
const INCORRECT = { statusCode: 401, error: 'Unauthorized', code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' }

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

const backend = HTTP_BACKEND

t.test('ten failed logins from one address hold the next, even the right password, and each wait is longer', async (t) => {
  const { app, clock } = await throttledApi(t, backend)
  const student = await signUp(app)
  await failLogins(t, app, student.email, fromHome(10))

  const res = await login(app, student.email, student.password)
  assertTooMany(t, res, /^Too many failed sign-in attempts from this network\. Please wait 1 second and try again\.$/)
  t.equal(res.headers['retry-after'], '1')
  const unknown = await login(app, 'someone.else@example.test', 'whatever it is')
  t.equal(unknown.statusCode, 429, 'any account from that address')

  const neighbour = await signUp(app)
  const elsewhere = await login(app, neighbour.email, neighbour.password, '203.0.113.99')
  t.equal(elsewhere.statusCode, 200, 'another address is not affected')

  clock.advance(1000)
  t.equal((await login(app, student.email, 'not the password')).statusCode, 401, 'after the wait, one more guess is answered')
  const longer = await login(app, student.email, student.password)
  assertTooMany(t, longer, /from this network\. Please wait 2 seconds/)
  t.equal(longer.headers['retry-after'], '2', 'and the next waits twice as long')
})

t.test('the address limit counts failures of any account', async (t) => {
  const { app } = await throttledApi(t, backend)
  const student = await signUp(app)
  for (let i = 0; i < 10; i += 1) await login(app, `guess${i}@example.test`, 'not the password')
  assertTooMany(t, await login(app, student.email, student.password), /from this network/)
})

t.test('successful logins never count toward the address limit', async (t) => {
  const { app } = await throttledApi(t, backend)
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
  const { app } = await throttledApi(t, backend)
  const student = await signUp(app)
  const answers = await Promise.all(Array.from({ length: 30 }, () => login(app, student.email, 'not the password')))
  t.equal(answers.filter((res) => res.statusCode === 401).length, 10, 'ten wrong passwords are answered as such')
  t.equal(answers.filter((res) => res.statusCode === 429).length, 20, 'the rest are refused')
  assertTooMany(t, await login(app, student.email, student.password), /from this network/)
})

t.test('a login the hasher could not check is not counted and leaves no wait', async (t) => {
  const { app } = await throttledApi(t, backend)
  const student = await signUp(app)
  await failLogins(t, app, student.email, fromHome(9))
  const verify = app.passwordHasher.verify
  app.passwordHasher.verify = async () => {
    throw new Error('argon2: out of memory')
  }
  const failed: number[] = []
  for (let i = 0; i < 15; i += 1) failed.push((await login(app, student.email, i % 2 ? student.password : 'not the password')).statusCode)
  app.passwordHasher.verify = verify
  t.same(failed, Array(15).fill(500), 'each answered as a fault of ours, never held')
  const tenth = await login(app, student.email, 'not the password')
  t.same(tenth.json(), INCORRECT, 'the tenth failure is still only a wrong password')
  assertTooMany(t, await login(app, student.email, student.password), /from this network\. Please wait 1 second/)
})

t.test('an attempt the account refuses leaves the address no wait', async (t) => {
  const { app } = await throttledApi(t, backend)
  const student = await signUp(app)
  const neighbour = await signUp(app)
  await failLogins(t, app, student.email, manyAddresses(10))
  for (let i = 0; i < 9; i += 1) await login(app, `guess${i}@example.test`, 'not the password')
  assertTooMany(t, await login(app, student.email, student.password), /for this account/)
  t.same((await login(app, neighbour.email, 'not the password')).json(), INCORRECT, 'the address still has its tenth attempt')
  assertTooMany(t, await login(app, neighbour.email, neighbour.password), /from this network\. Please wait 1 second/)
})

const viaLoopback = (app: Api, email: string, password: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  })

t.test('behind the web server npm start runs (TRUST_PROXY=loopback), the forwarded client address is the one counted', async (t) => {
  const { app } = await throttledApi(t, backend, { TRUST_PROXY: 'loopback' })
  const student = await signUp(app)
  const neighbour = await signUp(app)
  for (let i = 0; i < 10; i += 1) await viaLoopback(app, `guess${i}@example.test`, 'not the password', '198.51.100.7')
  t.equal((await viaLoopback(app, student.email, student.password, '198.51.100.7')).statusCode, 429, 'the forwarded address is limited')
  t.equal((await viaLoopback(app, neighbour.email, neighbour.password, '198.51.100.8')).statusCode, 200, 'another client behind the same web server is not')
})

t.test('without TRUST_PROXY, X-Forwarded-For is ignored, even from loopback or a private address', async (t) => {
  const { app } = await throttledApi(t, backend)
  const student = await signUp(app)
  for (let i = 0; i < 10; i += 1) await viaLoopback(app, `guess${i}@example.test`, 'not the password', `198.51.100.${i}`)
  const rotated = await viaLoopback(app, student.email, student.password, '198.51.100.200')
  assertTooMany(t, rotated, /from this network/)
  const forged = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: student.email, password: student.password },
    remoteAddress: '10.1.2.3',
    headers: { 'x-forwarded-for': '198.51.100.201' },
  })
  t.equal(forged.statusCode, 200, 'a private address is counted as itself, whatever it forwards')
})

t.test('failed logins for one account from many addresses slow guessing on it, never its owner', async (t) => {
  const { app } = await throttledApi(t, backend)
  const student = await signUp(app)
  const bystander = await signUp(app)
  const ownersAddress = '192.0.2.100'
  t.equal((await login(app, student.email, student.password, ownersAddress)).statusCode, 200, 'the owner signs in from home')
  await failLogins(t, app, student.email.toUpperCase(), manyAddresses(10))

  const res = await login(app, student.email, student.password, '192.0.2.200')
  assertTooMany(t, res, /^Too many failed sign-in attempts for this account\. Please wait 1 second and try again, or reset your password/)
  t.equal((await login(app, bystander.email, bystander.password, '192.0.2.200')).statusCode, 200, 'other accounts are not held')
  t.equal((await login(app, student.email, student.password, ownersAddress)).statusCode, 200, 'the owner\'s own address gets in at once')

  // More guesses from ever new addresses: each waits longer, and the owner still gets in.
  let answered = 0
  for (const address of manyAddresses(30).slice(10)) if ((await login(app, student.email, 'not the password', address)).statusCode !== 429) answered += 1
  t.equal(answered, 0, 'of 20 quick guesses, none is checked before the wait ends')
  t.equal((await login(app, student.email, student.password, ownersAddress)).statusCode, 200, 'the owner is never locked out')

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
  t.equal((await login(app, student.email, newPassword, '192.0.2.200')).statusCode, 200, 'the reset signs in at once from where it was done')
  const guesser = await login(app, student.email, 'the old password perhaps', '192.0.2.201')
  t.equal(guesser.statusCode, 429, 'while a guesser elsewhere still waits')
})

t.test('logins while the database is down are not counted: a class retrying through an outage is not held after it', async (t) => {
  // Closed by the test: the helper then closes it instead of giving it to the next test.
  const database = await openTestDatabase(t, 'pglite')
  const blobDir = await mkdtemp(join(tmpdir(), 'oet-test-blobs-'))
  const clock = stoppedClock()
  const app = await buildTestApiServer({ config: testApiConfig({ BLOB_DIR: blobDir }), database, now: clock.now })
  t.teardown(async () => {
    await app.close()
    await rm(blobDir, { recursive: true, force: true })
  })
  const student = await signUp(app)
  await database.close()
  const answers: number[] = []
  for (let i = 0; i < 15; i += 1) answers.push((await login(app, student.email, i % 2 ? student.password : 'not the password')).statusCode)
  t.same(answers, Array(15).fill(503), 'each answered 503 (try again), none held as a guess')
})
