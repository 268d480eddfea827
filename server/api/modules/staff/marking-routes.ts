import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { eq } from 'drizzle-orm'
import { AdminUser, MarkingSettingsBody, UserMarkingBody } from '#shared/evaluation/schema.ts'
import { users } from '../../db/schema.ts'
import { badRequest, notFound } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { adminUserView } from '../users/admin-routes.ts'
import { markingRepository } from './marking-repository.ts'

const SENIOR_STAFF_ONLY = 'Only staff can be senior evaluators: make them staff first.'
const DOUBLE_MARKED_STUDENTS_ONLY = "Only a student's work is double marked: this user sends none."

/** What an admin sets of double marking (issue 37, decision 0106): how much, how strict, who adjudicates, whose work always. */
export const markingRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, { now }) => {
  const { db } = app.database
  const marking = markingRepository(db)
  const adminOnly = [app.authenticate, app.requireRole('admin')]

  app.get(
    '/api/admin/marking',
    { preHandler: adminOnly, schema: { tags: ['admin'], summary: 'How much work is double marked, and how far two marks may differ', response: { 200: MarkingSettingsBody, ...errorResponses(401, 403) } } },
    async () => marking.settings(),
  )

  app.put(
    '/api/admin/marking',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Set the share of letters and recordings double marked (0-100%) and the criterion difference that sends two marks to adjudication',
        description:
          'A submission is double marked when its first marks are saved, if its student is chosen or it falls in the share (each submission equally likely). ' +
          'Its two marks go to a senior evaluator when their grades differ or any criterion differs by more than criterionTolerance; otherwise the final marks are their average.',
        body: MarkingSettingsBody,
        response: { 200: MarkingSettingsBody, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await marking.saveSettings(request.body, request.user.id, now())
      return marking.settings()
    },
  )

  app.put(
    '/api/admin/users/:id/marking',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Make a staff member a senior evaluator (who adjudicates), or have every submission of a student double marked',
        params: IdParams,
        body: UserMarkingBody,
        response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { senior, doubleMarked } = request.body
      const [target] = await db.select().from(users).where(eq(users.id, request.params.id)).limit(1)
      if (!target) throw notFound('No such user.')
      if (senior === true && target.role === 'student') throw badRequest(SENIOR_STAFF_ONLY)
      if (doubleMarked === true && target.role !== 'student') throw badRequest(DOUBLE_MARKED_STUDENTS_ONLY)
      const [updated] = await db
        .update(users)
        .set({ ...(senior === undefined ? {} : { senior }), ...(doubleMarked === undefined ? {} : { doubleMarked }) })
        .where(eq(users.id, target.id))
        .returning()
      return adminUserView(updated!)
    },
  )
}
