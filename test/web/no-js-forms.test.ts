import t from 'tap'
import { startProduct } from '#test/product.ts'
import { newStudent } from '#test/helper.ts'
import { CSRF, ORIGIN, clearsCookie, cookieNamed, formCsrf, registerSession } from './helper.ts'

// The public forms work before any script has loaded: plain urlencoded posts answered with a
// redirect, or with the page re-shown with the message (and never the password).

const COMMON_PASSWORD = 'This password is one of the most commonly used passwords. Please choose a less common one.'

t.test('forms without JavaScript', async (t) => {
  const { web } = await startProduct(t)

  const post = (url: string, fields: Record<string, string>, cookie = `oet_csrf=${CSRF}`) =>
    web.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
      payload: new URLSearchParams({ _csrf: CSRF, ...fields }).toString(),
    })

  t.test('register with a common password re-shows the page with 400, the message and the email, never the password', async (t) => {
    const student = { ...newStudent(), password: 'password123' }
    const res = await post('/register', student)
    t.equal(res.statusCode, 400)
    t.match(res.headers['content-type'], /^text\/html/)
    t.match(res.body, /<h1[^>]*>Create your account<\/h1>/, 'the register page')
    t.match(res.body, /role="alert"/, 'with an alert')
    t.ok(res.body.includes(COMMON_PASSWORD), 'the message')
    const emailInput = res.body.match(/<input[^>]*name="email"[^>]*>/)?.[0] ?? ''
    t.ok(emailInput.includes(`value="${student.email}"`), 'the typed email in its field')
    const passwordInput = res.body.match(/<input[^>]*name="password"[^>]*>/)?.[0] ?? ''
    t.notMatch(passwordInput, /value=/, 'an empty password field')
    t.ok(res.body.includes(student.name), 'the typed name')
    t.notOk(res.body.includes(student.password), 'never the password')
    t.notOk(cookieNamed(res, 'oet_session'), 'no session')
    t.equal(formCsrf(res.body), CSRF, 'the form keeps working: same anti-forgery token')
    t.equal(res.headers['cache-control'], 'no-store')
  })

  t.test('a short password is refused the same way', async (t) => {
    const student = { ...newStudent(), password: 'Xy7!q' }
    const res = await post('/register', student)
    t.equal(res.statusCode, 400)
    t.match(res.body, /at least 8 characters/)
    t.notOk(res.body.includes('Xy7!q'), 'never the password')
  })

  t.test('a good registration is a 303 to /app/welcome with the session cookie set', async (t) => {
    const student = newStudent()
    const res = await post('/register', student)
    t.equal(res.statusCode, 303)
    t.equal(res.headers.location, '/app/welcome')
    const session = cookieNamed(res, 'oet_session')
    t.ok(session?.value, 'the session cookie is set')
    const page = await web.inject({ method: 'GET', url: '/app/welcome', headers: { cookie: `oet_session=${session!.value}` } })
    t.equal(page.statusCode, 200, 'and opens the welcome page')
    t.ok(page.body.includes(student.name), 'for this student')
  })

  t.test('an email already taken is re-shown with 409 and its message', async (t) => {
    const student = newStudent()
    t.equal((await post('/register', student)).statusCode, 303)
    const again = await post('/register', { ...student, name: 'Someone Else' })
    t.equal(again.statusCode, 409)
    t.match(again.body, /already exists/)
    t.notOk(again.body.includes(student.password))
  })

  t.test('a wrong password on /login is re-shown with 401, the email kept and the password not', async (t) => {
    const session = await registerSession(web)
    const res = await post('/login', { email: session.email, password: 'not the password at all' })
    t.equal(res.statusCode, 401)
    t.match(res.body, /<h1[^>]*>Log in<\/h1>/)
    t.match(res.body, /Incorrect email or password\./)
    t.ok(res.body.includes(session.email), 'the email is kept')
    t.notOk(res.body.includes('not the password at all'), 'the password is not')
    t.notOk(cookieNamed(res, 'oet_session'))
  })

  t.test('/login goes on to next, but only within this site', async (t) => {
    const session = await registerSession(web)
    const inside = await post('/login', { email: session.email, password: session.password, next: '/oet-reading/x' })
    t.equal(inside.statusCode, 303)
    t.equal(inside.headers.location, '/oet-reading/x')
    const outside = await post('/login', { email: session.email, password: session.password, next: 'https://evil.example/' })
    t.equal(outside.headers.location, '/app/welcome')
  })

  t.test('log out is a 303 to /login that clears the cookie and revokes the token at the API host', async (t) => {
    const session = await registerSession(web)
    const res = await post('/logout', {}, session.cookie)
    t.equal(res.statusCode, 303)
    t.equal(res.headers.location, '/login')
    t.ok(clearsCookie(res, 'oet_session'), 'the session cookie is cleared')

    const me = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session.token}` } })
    t.equal(me.statusCode, 401)
    t.same(me.json(), { statusCode: 401, error: 'Unauthorized', code: 'TOKEN_EXPIRED', message: 'Token expired' })
    const page = await web.inject({ method: 'GET', url: '/dashboard', headers: { cookie: session.cookie } })
    t.equal(page.statusCode, 302, 'the old cookie no longer opens a page')
  })

  t.test('log out without a session still goes to /login', async (t) => {
    const res = await post('/logout', {})
    t.equal(res.statusCode, 303)
    t.equal(res.headers.location, '/login')
  })

  t.test('forgot password answers the same for any email, then shows that the mail is sent', async (t) => {
    const session = await registerSession(web)
    const known = await post('/forgot-password', { email: session.email })
    const unknown = await post('/forgot-password', { email: 'nobody@example.test' })
    t.equal(known.statusCode, 303)
    t.equal(known.headers.location, '/forgot-password?sent=1')
    t.same([unknown.statusCode, unknown.headers.location], [known.statusCode, known.headers.location], 'an unknown email looks the same')
    const sent = await web.inject({ method: 'GET', url: known.headers.location as string })
    t.equal(sent.statusCode, 200, 'the page it goes to is shown, not redirected again')
    t.match(sent.body, /we have sent a link to reset the password/, 'and says the mail is sent')
  })

  t.test('after a reset, /login?reset=1 shows that the password has been changed', async (t) => {
    for (const url of ['/login?reset=1', '/login?reset=1&next=%2Fmock-tests']) {
      const res = await web.inject({ method: 'GET', url })
      t.equal(res.statusCode, 200, `${url}: shown, not redirected`)
      t.match(res.body, /Your password has been changed/, `${url}: with the notice`)
    }
  })

  t.test('a bad reset token re-shows the reset page without the new password', async (t) => {
    const res = await post('/reset-password', { token: 'not-a-real-token', password: 'a brand new passphrase' })
    t.ok(res.statusCode >= 400 && res.statusCode < 500, `a 4xx (${res.statusCode})`)
    t.match(res.headers['content-type'], /^text\/html/)
    t.match(res.body, /role="alert"/)
    t.notOk(res.body.includes('a brand new passphrase'), 'never the password')
  })
})
