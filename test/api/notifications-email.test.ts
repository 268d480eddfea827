import t, { type Test } from 'tap'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { HTTP_BACKEND } from '#test/helper.ts'
import { claim, postForm, staffWorld } from './staff-helper.ts'

const PUBLIC_URL = 'https://oet-prep.example.test'
const WRITING = { purpose: 3, content: 6, conciseness: 6, genre: 6, organisation: 6, language: 6 }

/** A local SMTP server keeping each mail's recipients and raw text, for the API to use as SMTP_URL. */
async function mailCapture(t: Test) {
  const mails: { to: string[]; raw: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** The mails once `n` have come (they are sent after the evaluation is saved). */
    async first(n: number) {
      const deadline = Date.now() + 15_000
      while (mails.length < n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      return mails
    },
  }
}

/** The mail's text with soft line breaks and quoted-printable escapes undone. */
const plain = (raw: string) =>
  Buffer.from(raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')

const backend = HTTP_BACKEND

t.test('with SMTP_URL set, the student is emailed the result with a link to it', async (t) => {
  const mailbox = await mailCapture(t)
  const { app, staff, student, submissions } = await staffWorld(t, backend, { SMTP_URL: mailbox.url, PUBLIC_URL })
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${student.token}` } })
  const email = (me.json() as { user: { email: string } }).user.email
  t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 200)
  const res = await postForm(app, { token: staff.token }, `/api/staff/submissions/${submissions.typed}/evaluation`, [
    ['criteria', JSON.stringify(WRITING)],
    ['grade', 'A'],
  ])
  t.equal(res.statusCode, 200, res.body)
  const [mail] = await mailbox.first(1)
  t.ok(mail, 'a mail arrived')
  t.same(mail!.to, [email])
  const text = plain(mail!.raw)
  t.match(text, /^Subject: Your writing has been evaluated$/m)
  t.match(text, /33 of 38 marks, grade A/)
  t.match(text, `${PUBLIC_URL}/app/oetwriting`)
})
