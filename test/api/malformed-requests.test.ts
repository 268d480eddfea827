import t from 'tap'
import { staffWorld, bearer, claim } from './staff-helper.ts'
import { writingUrl } from './submissions-helper.ts'

/** Requests no client should send: each is a 4xx in the usual shape, never a 500 or an acceptance. */

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

t.test('malformed requests are refused in the usual shape', async (t) => {
  const { app, staff, student, tests, submissions } = await staffWorld(t, 'pglite')
  t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 200)

  t.test('JSON nested 5,000 deep is 400 naming the limit', async (t) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/staff/submissions/${submissions.typed}/draft`,
      headers: { ...bearer(staff.token), 'content-type': 'application/json' },
      payload: `{"body":${deep(5000)}}`,
    })
    t.equal(res.statusCode, 400)
    t.same(res.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'body is nested too deeply: at most 64 levels of lists and objects.' })
  })

  t.test('a claim with a body of JSON null is refused; a bare POST still claims', async (t) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/staff/submissions/${submissions.typed}/claim`,
      headers: { ...bearer(staff.token), 'content-type': 'application/json' },
      payload: 'null',
    })
    t.equal(res.statusCode, 400)
    t.match(res.json(), { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: /body must be object/ })
    const bare = await app.inject({ method: 'POST', url: `/api/staff/submissions/${submissions.typed}/claim`, headers: bearer(staff.token) })
    t.equal(bare.statusCode, 200)
  })

  t.test('multipart/form-data without a boundary is 400, on a form call and on any other', async (t) => {
    for (const url of [`/api/staff/submissions/${submissions.typed}/claim`, writingUrl(tests.writing)]) {
      const token = url.includes('/staff/') ? staff.token : student.token
      const res = await app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'multipart/form-data' }, payload: 'x' })
      t.equal(res.statusCode, 400, url)
      t.match(res.json(), { statusCode: 400, error: 'Bad Request', code: 'MALFORMED_REQUEST', message: /no boundary/ })
    }
  })

  t.test("the router's refusals have the shape of every other error", async (t) => {
    const long = await app.inject({ method: 'GET', url: `/api/oet-reading-tests/${'a'.repeat(500)}`, headers: bearer(student.token) })
    t.equal(long.statusCode, 414)
    t.same(long.json(), {
      statusCode: 414,
      error: 'URI Too Long',
      code: 'URI_TOO_LONG',
      message: 'A part of this address is too long. Check the link and try again.',
    })
    const encoding = await app.inject({ method: 'GET', url: '/api/oet-reading-tests/%E0%A4%A', headers: bearer(student.token) })
    t.equal(encoding.statusCode, 400)
    t.same(encoding.json(), {
      statusCode: 400,
      error: 'Bad Request',
      code: 'MALFORMED_REQUEST',
      message: 'This address is not valid: it has a broken %-encoding. Check the link and try again.',
    })
  })
})
