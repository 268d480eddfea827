import t, { type Test } from 'tap'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { passwordResets } from '#api/db/schema.ts'
import { hashToken } from '#api/modules/auth/tokens.ts'
import { databaseBackends, buildTestApi, newStudent, type Backend } from '#test/helper.ts'

type Api = Awaited<ReturnType<typeof buildTestApi>>
interface CapturedMail {
  to: string[]
  subject: string
  text: string
}

const PUBLIC_URL = 'https://oet-prep.example.test'
const TOKEN_EXPIRED = { statusCode: 401, error: 'Unauthorized', code: 'TOKEN_EXPIRED', message: 'Token expired' }
const BAD_LINK = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'VALIDATION_FAILED',
  message: 'This reset link is invalid or has expired. Please ask for a new one.',
}
const FORGOT_ANSWER = {
  message: 'If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.',
}

/** A local SMTP server that keeps every mail it is sent, for the API to use as SMTP_URL. */
async function startMailCapture(t: Test) {
  const mails: CapturedMail[] = []
  let arrived = () => {}
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(Buffer.concat(chunks).toString()) })
        arrived()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  let read = 0
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    /** The next mail not yet read; reset mails are sent in the background, so it may still be on its way. */
    async next(): Promise<CapturedMail> {
      const deadline = Date.now() + 15_000
      while (mails.length <= read) {
        if (Date.now() > deadline) throw new Error('no mail arrived')
        await new Promise<void>((resolve) => {
          arrived = resolve
          setTimeout(resolve, 200)
        })
      }
      return mails[read++]!
    },
  }
}

/** Subject and text of a single-part mail as nodemailer writes it (7bit or quoted-printable). */
function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? ''
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? Buffer.from(
        body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body
  return { subject: header('Subject'), text }
}

/** The token in the mail's reset link. */
function resetToken(t: Test, mail: CapturedMail): string {
  const match = /(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)
  t.ok(match, 'the mail carries a reset link')
  t.equal(match?.[1], PUBLIC_URL, 'the link points at the web site')
  return match?.[2] ?? ''
}

/** An API whose mail goes to a capture server, and a registered student with a second session. */
async function setUp(t: Test, backend: Backend) {
  const mailbox = await startMailCapture(t)
  const app = await buildTestApi(t, backend, { SMTP_URL: mailbox.url, PUBLIC_URL })
  const student = newStudent('Ana Pereira')
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: student })
  const sessions = [registered.json().token as string, (await login(app, student.email, student.password)).json().token as string]
  return { app, mailbox, student, sessions }
}

const forgot = (app: Api, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
const reset = (app: Api, payload: object) => app.inject({ method: 'POST', url: '/api/auth/reset-password', payload })
const login = (app: Api, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
const me = (app: Api, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })

/** Asks for a reset link and answers the token from the mail. */
async function mailedToken(t: Test, app: Api, mailbox: Awaited<ReturnType<typeof startMailCapture>>, email: string) {
  t.equal((await forgot(app, email)).statusCode, 202)
  return resetToken(t, await mailbox.next())
}

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('forgot-password answers the same 202 for a known and an unknown email, and mails only the known one', async (t) => {
      const { app, mailbox, student } = await setUp(t, backend)
      const unknown = await forgot(app, 'nobody.here@example.test')
      const known = await forgot(app, student.email.toUpperCase())
      t.equal(unknown.statusCode, 202)
      t.equal(known.statusCode, 202)
      t.same(unknown.json(), FORGOT_ANSWER)
      t.same(known.json(), unknown.json())

      const mail = await mailbox.next()
      t.same(mail.to, [student.email], 'sent to the stored address')
      t.equal(mail.subject, 'Reset your OET Prep password')
      t.match(mail.text, /Hello Ana Pereira/)
      resetToken(t, mail)
      t.equal(mailbox.mails.length, 1, 'nothing was sent for the unknown email')
    })

    t.test('forgot-password refuses a body without an email', async (t) => {
      const { app } = await setUp(t, backend)
      const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} })
      t.equal(res.statusCode, 400)
      t.same(res.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'body: email is required.' })
    })

    t.test('the mailed link sets a new password, ends every session, and works once', async (t) => {
      const { app, mailbox, student, sessions } = await setUp(t, backend)
      const token = await mailedToken(t, app, mailbox, student.email)
      const newPassword = 'a brand new passphrase'

      const res = await reset(app, { token, password: newPassword })
      t.equal(res.statusCode, 204)
      t.equal(res.body, '')

      t.equal((await login(app, student.email, student.password)).statusCode, 401, 'the old password no longer works')
      const fresh = await login(app, student.email, newPassword)
      t.equal(fresh.statusCode, 200, 'the new password works')
      for (const [i, session] of sessions.entries()) {
        const res = await me(app, session)
        t.equal(res.statusCode, 401, `earlier session ${i + 1} has ended`)
        t.same(res.json(), TOKEN_EXPIRED)
      }
      t.equal((await me(app, fresh.json().token)).statusCode, 200, 'a session started after the reset works')

      const again = await reset(app, { token, password: 'yet another passphrase' })
      t.equal(again.statusCode, 400, 'the link works only once')
      t.same(again.json(), BAD_LINK)
      t.equal((await login(app, student.email, newPassword)).statusCode, 200, 'and changed nothing')
    })

    t.test('a made-up or expired reset token is refused and changes nothing', async (t) => {
      const { app, mailbox, student, sessions } = await setUp(t, backend)
      const madeUp = await reset(app, { token: 'x'.repeat(43), password: 'a brand new passphrase' })
      t.equal(madeUp.statusCode, 400)
      t.same(madeUp.json(), BAD_LINK)

      const token = await mailedToken(t, app, mailbox, student.email)
      await app.database.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(passwordResets.tokenHash, hashToken(token)))
      const expired = await reset(app, { token, password: 'a brand new passphrase' })
      t.equal(expired.statusCode, 400)
      t.same(expired.json(), BAD_LINK)

      t.equal((await login(app, student.email, student.password)).statusCode, 200, 'the password is unchanged')
      t.equal((await me(app, sessions[0]!)).statusCode, 200, 'sessions go on')
    })

    t.test('a weak new password is refused and the link still works afterwards', async (t) => {
      const { app, mailbox, student, sessions } = await setUp(t, backend)
      const token = await mailedToken(t, app, mailbox, student.email)

      const common = await reset(app, { token, password: 'qwerty123' })
      t.equal(common.statusCode, 400)
      t.match(common.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: /commonly used password/ })
      const short = await reset(app, { token, password: 'short' })
      t.equal(short.statusCode, 400)
      t.same(short.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'Password must be at least 8 characters long.' })

      t.equal((await login(app, student.email, student.password)).statusCode, 200, 'the password is unchanged')
      t.equal((await me(app, sessions[0]!)).statusCode, 200, 'sessions go on')
      t.equal((await reset(app, { token, password: 'a brand new passphrase' })).statusCode, 204, 'the link still works')
      t.equal((await login(app, student.email, 'a brand new passphrase')).statusCode, 200)
    })

    t.test('reset-password refuses a missing or unknown field with a 400 naming it', async (t) => {
      const { app } = await setUp(t, backend)
      const missing = await reset(app, { password: 'a brand new passphrase' })
      t.equal(missing.statusCode, 400)
      t.same(missing.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'body: token is required.' })
      const extra = await reset(app, { token: 'abc', password: 'a brand new passphrase', email: 'a@x.test' })
      t.equal(extra.statusCode, 400)
      t.same(extra.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'body: email is not a field this call accepts.' })
    })

    t.test('without SMTP_URL, forgot-password still answers 202', async (t) => {
      const app = await buildTestApi(t, backend)
      const student = newStudent()
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: student })
      const res = await forgot(app, student.email)
      t.equal(res.statusCode, 202)
      t.same(res.json(), FORGOT_ANSWER)
    })
  })
}
