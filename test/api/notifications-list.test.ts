import t from 'tap'
import { notifications } from '#api/db/schema.ts'
import { NOTIFICATIONS_LIMIT } from '#shared/evaluation/evaluation.ts'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { bearer, userToken } from './tests-fixtures.ts'

t.test('the bell counts every unread notification, beyond the newest fifty it lists', async (t) => {
  const app = await buildTestApi(t, HTTP_BACKEND)
  const token = await userToken(app)
  const other = await userToken(app)
  const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user.id as string
  // Sixty, an hour apart, the oldest five read.
  await app.database.db.insert(notifications).values(
    Array.from({ length: 60 }, (_, i) => ({
      userId: me,
      kind: 'evaluated',
      title: `Letter ${i} evaluated`,
      body: 'Your letter has been evaluated.',
      createdAt: new Date(Date.UTC(2026, 0, 1, i)),
      readAt: i < 5 ? new Date(Date.UTC(2026, 0, 2)) : null,
    })),
  )
  const mine = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).json() as { unread: number; items: { title: string }[] }
  t.equal(mine.unread, 55, 'every unread one is counted')
  t.equal(mine.items.length, NOTIFICATIONS_LIMIT, 'the newest fifty are listed')
  t.equal(mine.items[0]!.title, 'Letter 59 evaluated', 'newest first')
  t.same((await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(other) })).json(), { unread: 0, items: [] }, 'nobody else sees them')
})

t.test('the header of every signed-in page asks once for the user and their bell', async (t) => {
  const app = await buildTestApi(t, HTTP_BACKEND)
  const token = await userToken(app)
  const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user
  await app.database.db.insert(notifications).values({ userId: me.id, kind: 'evaluated', title: 'Letter evaluated', body: 'Your letter has been evaluated.' })
  const header = await app.inject({ method: 'GET', url: '/api/me/header', headers: bearer(token) })
  t.equal(header.statusCode, 200)
  const bell = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).json()
  t.same(header.json(), { user: me, notifications: bell }, 'the user as /api/auth/me answers, the bell as /api/notifications')
  t.equal(bell.unread, 1)
  t.equal((await app.inject({ method: 'GET', url: '/api/me/header' })).statusCode, 401, 'without a session: 401')
})
