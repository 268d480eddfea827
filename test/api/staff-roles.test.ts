import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import { multipart, type Part } from './submissions-helper.ts'
import { staffWorld, type Api } from './staff-helper.ts'

const SPEAKING = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }
const FORBIDDEN = { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'You do not have permission to do this.' }

interface Call {
  name: string
  /** The status when the call is allowed. */
  ok: number
  send(app: Api, token: string | undefined, id: string): Promise<{ statusCode: number; body: string; json(): unknown }>
}

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {})
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: (id: string) => string, payload?: object) =>
  (app: Api, token: string | undefined, id: string) => app.inject({ method, url: url(id), headers: auth(token), ...(payload ? { payload } : {}) })

/** The staff calls in an order that succeeds for one evaluator on one submission. */
const STAFF_CALLS: Call[] = [
  { name: 'GET /api/staff/submissions', ok: 200, send: call('GET', () => '/api/staff/submissions') },
  { name: 'GET /api/staff/submissions/{id}', ok: 200, send: call('GET', (id) => `/api/staff/submissions/${id}`) },
  { name: 'POST /api/staff/submissions/{id}/claim', ok: 200, send: call('POST', (id) => `/api/staff/submissions/${id}/claim`, {}) },
  { name: 'PUT /api/staff/submissions/{id}/draft', ok: 200, send: call('PUT', (id) => `/api/staff/submissions/${id}/draft`, { body: { note: 'x' } }) },
  {
    name: 'POST /api/staff/submissions/{id}/evaluation',
    ok: 200,
    async send(app, token, id) {
      const parts: Part[] = [['criteria', JSON.stringify(SPEAKING)], ['grade', 'B']]
      const { payload, headers } = await multipart(parts)
      return app.inject({ method: 'POST', url: `/api/staff/submissions/${id}/evaluation`, headers: { ...auth(token), ...headers }, payload })
    },
  },
  { name: 'POST /api/staff/submissions/{id}/claim (again)', ok: 200, send: call('POST', (id) => `/api/staff/submissions/${id}/claim`, {}) },
  { name: 'DELETE /api/staff/submissions/{id}/claim', ok: 204, send: call('DELETE', (id) => `/api/staff/submissions/${id}/claim`) },
]

const backend = HTTP_BACKEND

const { app, admin, staff, student, submissions } = await staffWorld(t, backend)

for (const staffCall of STAFF_CALLS) {
  t.test(`${staffCall.name}: 401 without a session, 403 for a student`, async (t) => {
    const anonymous = await staffCall.send(app, undefined, submissions.speaking)
    t.equal(anonymous.statusCode, 401)
    const byStudent = await staffCall.send(app, student.token, submissions.speaking)
    t.equal(byStudent.statusCode, 403)
    t.same(byStudent.json(), FORBIDDEN)
  })
}
t.test('every staff call is allowed to staff', async (t) => {
  for (const staffCall of STAFF_CALLS) {
    const res = await staffCall.send(app, staff.token, submissions.speaking)
    t.equal(res.statusCode, staffCall.ok, `${staffCall.name}: ${res.body.slice(0, 200)}`)
  }
})
t.test('every staff call is allowed to an admin', async (t) => {
  for (const staffCall of STAFF_CALLS) {
    const res = await staffCall.send(app, admin.token, submissions.mock)
    t.equal(res.statusCode, staffCall.ok, `${staffCall.name}: ${res.body.slice(0, 200)}`)
  }
})

const ADMIN_CALLS: Call[] = [
  { name: 'GET /api/admin/users', ok: 200, send: call('GET', () => '/api/admin/users') },
  { name: 'PATCH /api/admin/users/{id}', ok: 200, send: call('PATCH', (id) => `/api/admin/users/${id}`, { role: 'student' }) },
]
for (const adminCall of ADMIN_CALLS) {
  t.test(`${adminCall.name}: admins only (401, student 403, staff 403, admin ${adminCall.ok})`, async (t) => {
    t.equal((await adminCall.send(app, undefined, student.id)).statusCode, 401)
    const byStudent = await adminCall.send(app, student.token, student.id)
    t.equal(byStudent.statusCode, 403)
    t.same(byStudent.json(), FORBIDDEN)
    const byStaff = await adminCall.send(app, staff.token, student.id)
    t.equal(byStaff.statusCode, 403)
    t.same(byStaff.json(), FORBIDDEN)
    t.equal((await adminCall.send(app, admin.token, student.id)).statusCode, adminCall.ok)
  })
}
