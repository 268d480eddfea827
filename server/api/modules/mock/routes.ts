import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import multipart from '@fastify/multipart'
import { MockResultsResponse, MockSubmitResults } from '#shared/mock/results-schema.ts'
import { HttpError } from '../../errors.ts'
import { Attempt } from '#shared/attempts/schema.ts'
import { errorResponses, IdempotencyHeaders, IdParams } from '../../http/schemas.ts'
import { submissionRateLimit } from '../submissions/rate-limit.ts'
import { parseMockForm } from './fields.ts'
import { readMockForm } from './form.ts'
import { SUBMIT_DESCRIPTION } from './schemas.ts'
import { mockService } from './service.ts'

/** SPEC.md section 7's mock-test calls: the whole mock's submission and the student's results; the mock speaking screen's sitting. */
export const mockRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, { now }) => {
  await app.register(multipart, { limits: { parts: 40, headerPairs: 100 } })
  // An upload answered before it was read to the end closes its connection (as the submissions' calls do).
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) void reply.header('connection', 'close')
  })
  const service = mockService({ db: app.database.db, tests: app.tests, blobs: app.blobs, now })

  app.post(
    '/api/mock-tests/:id/submit',
    {
      preHandler: app.authenticate,
      config: submissionRateLimit,
      schema: {
        tags: ['mock'],
        summary: 'Submit a mock test attempt: its chosen sections together',
        description: SUBMIT_DESCRIPTION,
        params: IdParams,
        headers: IdempotencyHeaders,
        response: { 200: MockSubmitResults, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      await service.requireMock(request.params.id, request.user.id)
      if (!request.isMultipart()) throw new HttpError(415, 'Send the mock test as multipart/form-data.')
      const form = await readMockForm(request, app.blobs, parseMockForm)
      return service.submit({ userId: request.user.id, testId: request.params.id, idempotencyKey: request.headers['idempotency-key'], form })
    },
  )

  app.post(
    '/api/mock-tests/:id/speaking-sitting',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['mock'],
        summary:
          "The mock speaking screen's sitting: an untimed attempt whose part clocks (preparation-{n}, preparation-{n}-skipped) time its role-plays; the open one is resumed",
        params: IdParams,
        response: { 200: Attempt, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => app.attempts.sitMockSpeaking(request.user.id, request.params.id),
  )

  app.get(
    '/api/mock-tests/:id/results',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['mock'],
        summary: 'My submitted attempts at a mock test, oldest first, with their reviews and evaluations',
        params: IdParams,
        response: { 200: MockResultsResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.results(request.user.id, request.params.id),
  )
}
