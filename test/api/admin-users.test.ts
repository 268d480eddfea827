import t from 'tap'
import { HTTP_BACKEND } from '#test/helper.ts'
import type { AdminUser, AdminUsersResponse } from '#shared/evaluation/schema.ts'
import { UNKNOWN_ID } from './attempts-helper.ts'
import { bearer, buildStaffApi, person } from './staff-helper.ts'

const backend = HTTP_BACKEND

const { app } = await buildStaffApi(t, backend)
const admin = await person(app, 'admin', 'Ada Admin')
const otherAdmin = await person(app, 'admin', 'Olga Operator')
const nurse = await person(app, 'student', 'Nadia Okafor')
const doctor = await person(app, 'student', 'Diego 100%_Ruiz')
const list = async (query?: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/users', query: query === undefined ? {} : { query }, headers: bearer(admin.token) })
  t.equal(res.statusCode, 200)
  return (res.json() as AdminUsersResponse).items
}
const patch = (token: string, id: string, role: string) =>
  app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: bearer(token), payload: { role } })

t.test('lists users by name with their role and when they joined; the query matches name or email, any case', async (t) => {
  const all = await list()
  t.same(all.map((u) => u.name), ['Ada Admin', 'Diego 100%_Ruiz', 'Nadia Okafor', 'Olga Operator'])
  t.match(all[2], { id: nurse.id, email: /@example\.test$/, role: 'student', createdAt: String })
  t.same((await list('okaFOR')).map((u) => u.id), [nurse.id])
  const email = all[2]!.email
  t.same((await list(email.toUpperCase())).map((u) => u.id), [nurse.id], 'by email')
  t.same((await list('100%_')).map((u) => u.id), [doctor.id], 'the query’s % and _ are plain characters')
  t.same(await list('%'), (await list()).filter((u) => u.name.includes('%')))
  t.same(await list('nobody-like-this'), [])
})

t.test('an admin makes a student staff, and the new role holds on their open session at once', async (t) => {
  t.equal((await app.inject({ method: 'GET', url: '/api/staff/submissions', headers: bearer(nurse.token) })).statusCode, 403)
  const res = await patch(admin.token, nurse.id, 'staff')
  t.equal(res.statusCode, 200)
  t.match(res.json() as AdminUser, { id: nurse.id, role: 'staff', name: 'Nadia Okafor' })
  t.equal((await app.inject({ method: 'GET', url: '/api/staff/submissions', headers: bearer(nurse.token) })).statusCode, 200)
  const back = await patch(admin.token, nurse.id, 'student')
  t.match(back.json(), { role: 'student' })
  t.equal((await app.inject({ method: 'GET', url: '/api/staff/submissions', headers: bearer(nurse.token) })).statusCode, 403, 'demoted at once')
})

t.test('refusals: one’s own role, another admin’s, making an admin, unknown users', async (t) => {
  const own = await patch(admin.token, admin.id, 'student')
  t.equal(own.statusCode, 400)
  t.match(own.json(), { message: 'You cannot change your own role.' })
  const other = await patch(admin.token, otherAdmin.id, 'staff')
  t.equal(other.statusCode, 400)
  t.match(other.json(), { message: 'An admin’s role cannot be changed here.' })
  const promote = await patch(admin.token, doctor.id, 'admin')
  t.equal(promote.statusCode, 400)
  t.match(promote.json(), { message: /role must be one of "student", "staff"/ })
  t.equal((await patch(admin.token, UNKNOWN_ID, 'staff')).statusCode, 404)
  t.match((await list()).find((u) => u.id === otherAdmin.id), { role: 'admin' }, 'nothing changed')
  t.match((await list()).find((u) => u.id === doctor.id), { role: 'student' })
})
