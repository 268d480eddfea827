import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, desc, eq } from 'drizzle-orm'
import { withExtraTime } from '#shared/accommodations/accommodations.ts'
import { AccommodationsBody, AccommodationsView } from '#shared/accommodations/schema.ts'
import type { AttemptTiming } from '#shared/attempts/schema.ts'
import type { Db } from '../../db/client.ts'
import { accommodationChanges, attempts, users } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { deadlineFor } from '../attempts/timing.ts'

/** The audit shown beside the settings: the latest changes first. */
const HISTORY_SHOWN = 20

async function viewOf(db: Db, userId: string, extraTimePercent: number, textSize: AccommodationsView['textSize']): Promise<AccommodationsView> {
  const history = await db.select().from(accommodationChanges).where(eq(accommodationChanges.userId, userId)).orderBy(desc(accommodationChanges.createdAt)).limit(HISTORY_SHOWN)
  return {
    extraTimePercent,
    textSize,
    history: history.map((row) => ({ extraTimePercent: row.extraTimePercent, textSize: row.textSize, setBy: row.setByName, at: row.createdAt.toISOString() })),
  }
}

/**
 * A student's accommodations (issue 37, decision 0104), set by an admin: extra time on every timed
 * part of every attempt, those under way included, and a larger text size; each change audited.
 */
export const accommodationRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, { now }) => {
  const { db } = app.database
  const adminOnly = [app.authenticate, app.requireRole('admin')]

  app.get(
    '/api/admin/users/:id/accommodations',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], summary: "A user's accommodations and who set them when", params: IdParams, response: { 200: AccommodationsView, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const [user] = await db.select({ extraTimePercent: users.extraTimePercent, textSize: users.textSize }).from(users).where(eq(users.id, request.params.id))
      if (!user) throw notFound('No such user.')
      return viewOf(db, request.params.id, user.extraTimePercent, user.textSize)
    },
  )

  app.put(
    '/api/admin/users/:id/accommodations',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Set a student's extra time and text size",
        description:
          'Extra time applies to every timed part of every kind of attempt, and at once to attempts under way: their limits and deadline are ' +
          'worked out again with the new figure (it replaces the old one). Each change is kept with who made it and when.',
        params: IdParams,
        body: AccommodationsBody,
        response: { 200: AccommodationsView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { extraTimePercent, textSize } = request.body
      const at = now()
      const updated = await db.transaction(async (tx) => {
        const [user] = await tx.update(users).set({ extraTimePercent, textSize }).where(eq(users.id, request.params.id)).returning({ id: users.id })
        if (!user) return null
        await tx.insert(accommodationChanges).values({ userId: user.id, setBy: request.user.id, setByName: request.user.name, extraTimePercent, textSize, createdAt: at })
        const open = await tx.select({ id: attempts.id, timing: attempts.timing, startedAt: attempts.startedAt }).from(attempts).where(and(eq(attempts.userId, user.id), eq(attempts.status, 'open'))).for('update')
        for (const attempt of open) {
          const timing = withExtraTime(attempt.timing, extraTimePercent) as AttemptTiming
          await tx.update(attempts).set({ timing, deadlineAt: deadlineFor(attempt.startedAt, timing) }).where(eq(attempts.id, attempt.id))
        }
        return { user, attemptsUpdated: open.length }
      })
      if (!updated) throw notFound('No such user.')
      // Their screens read the text size with their session: the next page shows it.
      app.auth.forgetUser(updated.user.id)
      return { ...(await viewOf(db, updated.user.id, extraTimePercent, textSize)), attemptsUpdated: updated.attemptsUpdated }
    },
  )
}
