import t from 'tap'
import { eq } from 'drizzle-orm'
import { request } from 'undici'
import { users } from '#api/db/schema.ts'
import { startProduct } from '#test/product.ts'
import { CSRF, ORIGIN, registerSession } from '#test/web/helper.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { multipart, webm } from './submissions-helper.ts'

// The evaluation form goes through the web server's /api/* proxy untouched: a PDF just under
// 20 MB arrives whole at the API host, one just over gets the API host's 413.

const SPEAKING = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }
const MB = 1024 * 1024

t.test('a 20 MB evaluation PDF passes through the web server to the API host', async (t) => {
  const { api, web, url } = await startProduct(t)
  const evaluator = await registerSession(web)
  const student = await registerSession(web)
  const [staffRow] = await api.database.db.update(users).set({ role: 'staff' }).where(eq(users.email, evaluator.email.toLowerCase())).returning()
  t.ok(staffRow)

  // A speaking test and the student's recording, straight at the API host.
  const imported = await api.inject({
    method: 'POST',
    url: '/api/admin/tests',
    headers: { authorization: `Bearer ${evaluator.token}` },
    payload: sampleDocument('oetSpeaking'),
  })
  t.equal(imported.statusCode, 201, imported.body)
  const recording = await multipart([
    ['mainCardNumber', '1'],
    ['audio', await webm(), 'part1.webm', 'audio/webm'],
  ])
  const submitted = await api.inject({
    method: 'POST',
    url: `/api/speaking-tests/submission/${(imported.json() as { id: string }).id}/submit`,
    headers: { authorization: `Bearer ${student.token}`, ...recording.headers },
    payload: recording.payload,
  })
  t.equal(submitted.statusCode, 201, submitted.body)
  const id = (submitted.json() as { submissionId: string }).submissionId

  const browser = { cookie: evaluator.cookie, 'x-csrf-token': CSRF, origin: ORIGIN }
  const claimed = await request(`${url}/api/staff/submissions/${id}/claim`, {
    method: 'POST',
    headers: { ...browser, 'content-type': 'application/json' },
    body: '{}',
  })
  t.equal(claimed.statusCode, 200, await claimed.body.text())

  const send = async (pdfBytes: number) => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(pdfBytes - 9, 0x20)])
    const form = await multipart([
      ['criteria', JSON.stringify(SPEAKING)],
      ['grade', 'B'],
      ['pdf', pdf, 'marking.pdf', 'application/pdf'],
    ])
    const res = await request(`${url}/api/staff/submissions/${id}/evaluation`, {
      method: 'POST',
      headers: { ...browser, ...form.headers },
      body: form.payload,
    })
    return { statusCode: res.statusCode, json: (await res.body.json()) as Record<string, unknown>, pdf }
  }

  const tooLarge = await send(20 * MB + 1)
  t.equal(tooLarge.statusCode, 413)
  t.match(tooLarge.json, { message: 'The PDF may be at most 20 MB.' })

  const atLimit = await send(20 * MB)
  t.equal(atLimit.statusCode, 200, JSON.stringify(atLimit.json))
  t.match(atLimit.json, { evaluation: { pdfGenerated: false } })
  const served = await request(`${url}/api/submissions/${id}/evaluation.pdf`, { headers: { cookie: student.cookie } })
  t.equal(served.statusCode, 200)
  t.ok(Buffer.from(await served.body.arrayBuffer()).equals(atLimit.pdf), 'the student gets the same 20 MB back through the web server')
})
