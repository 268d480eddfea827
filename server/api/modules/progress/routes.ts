import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MyAttemptList } from '#shared/progress/schema.ts'
import { errorResponses } from '../../http/schemas.ts'
import { progressService } from './service.ts'

/** The student's own progress: what the hubs and the dashboard show. */
export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const progress = progressService(app.database.db, app.tests)

  app.get(
    '/api/me/attempts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'Every attempt of mine at any test, newest first (result fields null while open)',
        response: { 200: MyAttemptList, ...errorResponses(401) },
      },
    },
    async (request) => app.userReads.read(request.user.id, 'attempts', () => progress.myAttempts(request.user.id)),
  )
}
