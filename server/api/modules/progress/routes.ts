import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MyAttemptList, MyHomeResponse, MyReadiness } from '#shared/progress/schema.ts'
import { myReadiness } from '#shared/progress/readiness.ts'
import { skillScores } from '#shared/progress/skill-scores.ts'
import { errorResponses } from '../../http/schemas.ts'
import { mySubmissions } from '../submissions/kept.ts'
import type { SubmissionsService } from '../submissions/service.ts'
import { progressService } from './service.ts'

/** The student's own progress: what the hubs and the dashboard show. */
export const progressRoutes: FastifyPluginAsyncTypebox<{ submissions: SubmissionsService }> = async (app, { submissions }) => {
  const progress = progressService(app.database.db, app.tests)
  const myAttempts = (userId: string) => app.userReads.read(userId, 'attempts', () => progress.myAttempts(userId))

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
    async (request) => myAttempts(request.user.id),
  )

  const myWork = async (userId: string) => {
    const [attempts, writing, speaking] = await Promise.all([
      myAttempts(userId),
      mySubmissions(app, submissions, userId, 'writing'),
      mySubmissions(app, submissions, userId, 'speaking'),
    ])
    return { attempts, submissions: { writing, speaking } }
  }

  app.get(
    '/api/me/readiness',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'Per sub-test, where my score likely lies now, as a range with its reason, or why there is too little to say',
        description: 'An estimate from the recent results (shared/progress/readiness.ts): the dashboard draws the same from GET /api/me/home.',
        response: { 200: MyReadiness, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { attempts, submissions: work } = await myWork(request.user.id)
      return myReadiness(skillScores(attempts, work), new Date())
    },
  )

  // What the welcome page and the dashboard show, in one call instead of three (decision 0098).
  app.get(
    '/api/me/home',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'Every attempt of mine and my writing and speaking submissions (what the welcome page and the dashboard show)',
        response: { 200: MyHomeResponse, ...errorResponses(401) },
      },
    },
    async (request) => myWork(request.user.id),
  )
}
