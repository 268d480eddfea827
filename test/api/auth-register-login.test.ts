import t from 'tap'
import { eq } from 'drizzle-orm'
import { buildApiServer } from '#api/server.ts'
import { users } from '#api/db/schema.ts'
import { HTTP_BACKEND, buildTestApi, newStudent, openTestDatabase, testApiConfig } from '#test/helper.ts'
import { testLogStream } from '#test/test-log.ts'

type Api = Awaited<ReturnType<typeof buildTestApi>>

const register = (app: Api, payload: object) => app.inject({ method: 'POST', url: '/api/auth/register', payload })
const login = (app: Api, payload: object) => app.inject({ method: 'POST', url: '/api/auth/login', payload })
const me = (app: Api, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })

const badRequest = (message: string | RegExp) => ({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message })
const INCORRECT = { statusCode: 401, error: 'Unauthorized', code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const backend = HTTP_BACKEND

t.test('register answers 201 with a working session for a new student', async (t) => {
  const app = await buildTestApi(t, backend)
  const student = newStudent('  Ana Pereira ')
  const res = await register(app, student)
  t.equal(res.statusCode, 201)
  const body = res.json()
  t.same(Object.keys(body).sort(), ['expiresAt', 'token', 'user'])
  t.type(body.token, 'string')
  t.ok(body.token.length >= 43, 'the token carries 256 bits')
  t.ok(Date.parse(body.expiresAt) > Date.now(), 'expiresAt is in the future')
  t.match(body.user.id, UUID)
  t.same(body.user, { id: body.user.id, name: 'Ana Pereira', email: student.email, role: 'student' })
  const who = await me(app, body.token)
  t.equal(who.statusCode, 200)
  t.same(who.json(), { user: body.user })
})

t.test('register keeps the email lower-case, so another case of it is taken', async (t) => {
  const app = await buildTestApi(t, backend)
  const res = await register(app, { ...newStudent(), email: 'Ana.Pereira@X.test' })
  t.equal(res.statusCode, 201)
  t.equal(res.json().user.email, 'ana.pereira@x.test')
  const again = await register(app, { ...newStudent(), email: 'ana.pereira@x.test' })
  t.equal(again.statusCode, 409)
  t.same(again.json(), {
    statusCode: 409,
    error: 'Conflict',
    code: 'CONFLICT',
    message: 'An account with this email already exists. Please log in instead.',
  })
})

t.test('register answers 409 for an email already registered', async (t) => {
  const app = await buildTestApi(t, backend)
  const student = newStudent()
  t.equal((await register(app, student)).statusCode, 201)
  const res = await register(app, { ...student, name: 'Someone Else', password: 'another good passphrase' })
  t.equal(res.statusCode, 409)
  t.same(res.json(), {
    statusCode: 409,
    error: 'Conflict',
    code: 'CONFLICT',
    message: 'An account with this email already exists. Please log in instead.',
  })
  // The first account is untouched: its password still works, the second one does not.
  t.equal((await login(app, { email: student.email, password: student.password })).statusCode, 200)
  t.equal((await login(app, { email: student.email, password: 'another good passphrase' })).statusCode, 401)
})

t.test('register refuses a bad password with a 400 that says what to change, and creates nothing', async (t) => {
  const app = await buildTestApi(t, backend)
  const cases: [string, string, string | RegExp][] = [
    ['too short', 'short7!', 'Password must be at least 8 characters long.'],
    ['too long', 'x'.repeat(129), 'Password must be at most 128 characters long.'],
    ['common', 'password1', /commonly used password/],
    ['common', 'qwerty123', /commonly used password/],
    ['common in another case', 'Password1', /commonly used password/],
  ]
  for (const [why, password, message] of cases) {
    const student = { ...newStudent(), password }
    const res = await register(app, student)
    t.equal(res.statusCode, 400, why)
    t.match(res.json(), badRequest(message), why)
    t.same((await login(app, { email: student.email, password })).json(), INCORRECT, `${why}: no account was made`)
  }
  t.equal((await register(app, { ...newStudent(), password: 'x'.repeat(128) })).statusCode, 201, '128 characters is fine')
  t.equal((await register(app, { ...newStudent(), password: 'k8#Rw!zq' })).statusCode, 201, '8 characters is fine')
})

t.test('register refuses a missing field with a 400 naming it, and creates nothing', async (t) => {
  const app = await buildTestApi(t, backend)
  for (const field of ['name', 'email', 'password'] as const) {
    const student = newStudent()
    const { [field]: _left, ...payload } = student
    const res = await register(app, payload)
    t.equal(res.statusCode, 400, field)
    t.same(res.json(), badRequest(`body: ${field} is required.`), field)
    t.equal((await login(app, { email: student.email, password: student.password })).statusCode, 401, field)
  }
  const empty = await register(app, { ...newStudent(), name: '' })
  t.equal(empty.statusCode, 400, 'an empty name')
  t.match(empty.json(), badRequest(/^body\.name /))
  const blank = { ...newStudent(), name: '   ' }
  const res = await register(app, blank)
  t.equal(res.statusCode, 400, 'a name of spaces only')
  t.same(res.json(), badRequest('Please enter your name.'))
  t.equal((await login(app, { email: blank.email, password: blank.password })).statusCode, 401)
})

t.test('register refuses an unknown field, such as a role, and creates nothing', async (t) => {
  const app = await buildTestApi(t, backend)
  const student = newStudent()
  const res = await register(app, { ...student, role: 'admin' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), badRequest('body: role is not a field this call accepts.'))
  t.equal((await login(app, { email: student.email, password: student.password })).statusCode, 401)
})

t.test('register refuses an address that is not an email', async (t) => {
  const app = await buildTestApi(t, backend)
  for (const email of ['not-an-email', 'two@@x.test', 'a b@x.test', '']) {
    const res = await register(app, { ...newStudent(), email })
    t.equal(res.statusCode, 400, JSON.stringify(email))
    t.match(res.json(), badRequest(/^body\.email /), JSON.stringify(email))
  }
})

t.test('register refuses a body that is not JSON', async (t) => {
  const app = await buildTestApi(t, backend)
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'content-type': 'application/json' },
    payload: '{"name": "Ana",',
  })
  t.equal(res.statusCode, 400)
  t.match(res.json(), { statusCode: 400, error: 'Bad Request', code: 'MALFORMED_REQUEST', message: String })
})

t.test('login answers 200 with a working token', async (t) => {
  const app = await buildTestApi(t, backend)
  const student = newStudent()
  const registered = (await register(app, student)).json()
  const res = await login(app, { email: student.email, password: student.password })
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.same(body.user, registered.user)
  t.not(body.token, registered.token, 'a new session of its own')
  t.ok(Date.parse(body.expiresAt) > Date.now())
  t.same((await me(app, body.token)).json(), { user: registered.user })
})

t.test('login with a wrong password or an unknown email answers the same 401', async (t) => {
  const app = await buildTestApi(t, backend)
  const student = newStudent()
  await register(app, student)
  const wrong = await login(app, { email: student.email, password: 'not the password' })
  t.equal(wrong.statusCode, 401)
  t.same(wrong.json(), INCORRECT)
  const unknown = await login(app, { email: 'nobody@example.test', password: student.password })
  t.equal(unknown.statusCode, 401)
  t.same(unknown.json(), INCORRECT)
  const empty = await login(app, { email: student.email, password: '' })
  t.equal(empty.statusCode, 401)
  t.same(empty.json(), INCORRECT)
})

t.test('login takes the email in any case and with stray spaces', async (t) => {
  const app = await buildTestApi(t, backend)
  const student = newStudent()
  const registered = (await register(app, student)).json()
  for (const email of [student.email.toUpperCase(), ` ${student.email} `]) {
    const res = await login(app, { email, password: student.password })
    t.equal(res.statusCode, 200, email)
    t.same(res.json().user, registered.user)
  }
})

t.test('login refuses a missing or unknown field with a 400', async (t) => {
  const app = await buildTestApi(t, backend)
  const missing = await login(app, { email: 'a@x.test' })
  t.equal(missing.statusCode, 400)
  t.same(missing.json(), badRequest('body: password is required.'))
  const extra = await login(app, { email: 'a@x.test', password: 'whatever it is', remember: true })
  t.equal(extra.statusCode, 400)
  t.same(extra.json(), badRequest('body: remember is not a field this call accepts.'))
})

t.test("without a hasher given, the API host stores argon2id at its config's cost, never below OWASP's floor", async (t) => {
  const database = await openTestDatabase(t, 'pglite')
  const app = await buildApiServer({ config: testApiConfig({ ARGON2_MEMORY_KIB: '20480' }), database, logStream: testLogStream })
  t.teardown(() => app.close())
  const student = newStudent()
  t.equal((await register(app, student)).statusCode, 201)
  const [row] = await database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, student.email))
  t.match(row?.passwordHash, /^\$argon2id\$v=19\$m=20480,p=1,t=2\$/)
  t.equal((await login(app, { email: student.email, password: student.password })).statusCode, 200)
})
