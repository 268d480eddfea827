import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { MyAttemptList, MyHomeResponse, MyPlan, MyProgress, MyReadiness } from '#shared/progress/schema.ts'
import { myProgress } from '#shared/progress/my-progress.ts'
import { PLAN_DAYS, weekPlan } from '#shared/progress/week-plan.ts'
import { TEST_KINDS } from '#shared/test-kinds/test-kinds.ts'
import type { ReviewService } from '../review/service.ts'
import { myReadiness } from '#shared/progress/readiness.ts'
import { skillScores } from '#shared/progress/skill-scores.ts'
import { errorResponses } from '../../http/schemas.ts'
import { mySubmissions } from '../submissions/kept.ts'
import type { SubmissionsService } from '../submissions/service.ts'
import { progressService } from './service.ts'
import { agreementRepository } from '../agreement/repository.ts'

/** The student's own progress: what the hubs and the dashboard show. */
export const progressRoutes: FastifyPluginAsyncTypebox<{ submissions: SubmissionsService; review: ReviewService; now: () => Date }> = async (app, { submissions, review, now }) => {
  const progress = progressService(app.database.db, app.tests)
  // How far evaluators differ, as double marking measured it (decision 0107): marked work's ranges widen by it.
  const agreement = agreementRepository(app.database.db)
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

  /** The week's plan from the student's work, with their review cards coming due and the tests on offer. */
  const planOf = async (userId: string, work: Awaited<ReturnType<typeof myWork>>): Promise<MyPlan> => {
    const at = now()
    const [reviewDue, ...lists] = await Promise.all([review.dueDates(userId, new Date(at.getTime() + PLAN_DAYS * 86_400_000)), ...TEST_KINDS.map((kind) => app.tests.list(kind))])
    const tests = lists.flat().map((test) => ({ testId: test.id, kind: test.kind, title: test.title }))
    return { at: at.toISOString(), steps: weekPlan({ ...work, tests, reviewDue, now: at }) }
  }

  app.get(
    '/api/me/progress',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'Per sub-test, my scores over time with the grade B line, and below them each part and question type, or each criterion',
        description: 'Oldest first, a mock\'s sections included (shared/progress/my-progress.ts); the dashboard draws the same from GET /api/me/home.',
        response: { 200: MyProgress, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { attempts, submissions: work } = await myWork(request.user.id)
      return myProgress(attempts, work)
    },
  )

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
      const [{ attempts, submissions: work }, spreads] = await Promise.all([myWork(request.user.id), agreement.evaluatorSpreads()])
      return myReadiness(skillScores(attempts, work), new Date(), spreads)
    },
  )

  app.get(
    '/api/me/plan',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: "My week's plan: what to practise, which test to take next, when my review cards come due, in plain words",
        description: 'Worked out from my latest results on every call (shared/progress/week-plan.ts), so it changes after every attempt.',
        response: { 200: MyPlan, ...errorResponses(401) },
      },
    },
    async (request) => planOf(request.user.id, await myWork(request.user.id)),
  )

  // What the welcome page and the dashboard show, in one call instead of three (decision 0098).
  app.get(
    '/api/me/home',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'Every attempt of mine and my writing and speaking submissions (what the welcome page and the dashboard show), and with `include=plan` my week\'s plan and how far evaluators differ (the dashboard)',
        querystring: Type.Object({ include: Type.Optional(Type.Literal('plan')) }, { additionalProperties: false }),
        response: { 200: MyHomeResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const work = await myWork(request.user.id)
      if (request.query.include !== 'plan') return work
      const [plan, evaluatorSpreads] = await Promise.all([planOf(request.user.id, work), agreement.evaluatorSpreads()])
      return { ...work, plan, evaluatorSpreads }
    },
  )
}
