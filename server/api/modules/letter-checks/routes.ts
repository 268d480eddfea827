import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { LetterChecks, LetterChecksBody } from '#shared/letter-checks/schema.ts'
import { errorResponses, TestIdParams } from '../../http/schemas.ts'
import { letterChecksService } from './service.ts'

/** A student presses "Check my letter" now and then, and an evaluator opens a letter every minute or so; a script calling it without end is held back. */
export const CHECKS_PER_MINUTE = 60

export const letterCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = letterChecksService({ db: app.database.db, tests: app.tests })
  app.post(
    '/api/writing-tests/:testId/checks',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `checks:${request.user.id}` },
      },
      schema: {
        tags: ['letter checks'],
        summary: 'Check a letter against its writing task: spelling, register, layout, length and the case notes',
        description:
          'The test is a writing test or a mock with a writing section. Findings are automatic checks, never a score: each names its kind, ' +
          'the OET criterion it bears on, what to do, and where it is (start and end character offsets; equal for something missing). ' +
          'A student sitting the test as a simulation gets 403 until it is submitted, as the exam has no spelling help.',
        params: TestIdParams,
        body: LetterChecksBody,
        response: { 200: LetterChecks, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => service.check(request.params.testId, request.user, request.body.letter),
  )
}
