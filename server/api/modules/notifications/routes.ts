import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NotificationsResponse, PageHeaderResponse, type Notification } from '#shared/evaluation/schema.ts'
import { notFound } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { notificationsRepository, type NotificationRow } from './repository.ts'

const view = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
})

/** The signed-in user's own notifications (the header's counter and list): any role. */
export const notificationRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, { now }) => {
  const repository = notificationsRepository(app.database.db)
  const tags = ['notifications']
  const auth = { preHandler: app.authenticate }

  const mine = (userId: string): Promise<NotificationsResponse> =>
    app.userReads.read(userId, 'notifications', async () => {
      const { unread, rows } = await repository.list(userId)
      return { unread, items: rows.map(view) }
    })

  app.get(
    '/api/notifications',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My notifications, newest first (at most 50), and how many are unread',
        response: { 200: NotificationsResponse, ...errorResponses(401) },
      },
    },
    async (request) => mine(request.user.id),
  )

  // What the header of every signed-in page shows, in one call: the web server asks it for each page.
  app.get(
    '/api/me/header',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The user behind the token and their notifications (the header of every signed-in page)',
        response: { 200: PageHeaderResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: request.user, notifications: await mine(request.user.id) }),
  )

  app.post(
    '/api/notifications/read-all',
    { ...auth, schema: { tags, summary: 'Mark all my notifications read', response: { 204: Type.Null(), ...errorResponses(401) } } },
    async (request, reply) => {
      await repository.markAllRead(request.user.id, now())
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/notifications/:id/read',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await repository.markRead(request.user.id, request.params.id, now()))) throw notFound('No such notification.')
      return reply.code(204).send(null)
    },
  )
}
