import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from '@sinclair/typebox'
import {
  Attempt,
  PartStartResponse,
  SaveAnswersBody,
  SaveAnswersResponse,
  ServerTime,
  StartAttemptBody,
} from '#shared/attempts/schema.ts'
import { AnswerKeyResponse, ListeningSubmitBody, OetSubmitBody } from '#shared/answers/schema.ts'
import { ListeningResultsResponse, SubmitResult, TestReviewResponse } from '#shared/results/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { errorResponses, IdempotencyHeaders, IdParams, PartParams, TestIdParams } from '../../http/schemas.ts'

/** SPEC.md section 7: reading reuses the OET listening paths for submit, results and key. */
const GENERAL: readonly TestKind[] = ['listening']
const OET_KEYED: readonly TestKind[] = ['oet-listening', 'oet-reading']
const ALL_KEYED: readonly TestKind[] = [...GENERAL, ...OET_KEYED]

const SubmitAnswer = Type.Composite([SubmitResult, Type.Object({ attemptId: Type.String(), late: Type.Boolean() })])
export const attemptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.authenticate }

  app.get('/api/time', { schema: { tags: ['attempts'], summary: "The server's clock", security: [], response: { 200: ServerTime } } }, async () => ({
    now: app.attempts.serverNow().toISOString(),
  }))

  app.post(
    '/api/attempts',
    {
      ...auth,
      schema: {
        tags: ['attempts'],
        summary: 'Start a sitting under the server clock (or resume the open one for this test)',
        body: StartAttemptBody,
        response: { 201: Attempt, 200: Attempt, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { attempt, resumed } = await app.attempts.start(request.user.id, request.body)
      return reply.code(resumed ? 200 : 201).send(attempt)
    },
  )

  app.get(
    '/api/attempts/:id',
    { ...auth, schema: { tags: ['attempts'], summary: 'One of my attempts', params: IdParams, response: { 200: Attempt, ...errorResponses(400, 401, 404) } } },
    async (request) => app.attempts.get(request.user.id, request.params.id),
  )

  app.delete(
    '/api/attempts/:id',
    {
      ...auth,
      schema: {
        tags: ['attempts'],
        summary: 'Discard my open attempt (its answers and clocks), to start the test again',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.attempts.discard(request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/attempts/:id/answers',
    {
      ...auth,
      schema: {
        tags: ['attempts'],
        summary: 'Autosave: answers merged question by question (the newer wins), until the deadline plus 60 s',
        params: IdParams,
        body: SaveAnswersBody,
        response: { 200: SaveAnswersResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => app.attempts.saveAnswers(request.user.id, request.params.id, request.body),
  )

  app.post(
    '/api/attempts/:id/parts/:part/start',
    {
      ...auth,
      schema: {
        tags: ['attempts'],
        summary: "Start a timed part's clock on the server (the first start is kept)",
        params: PartParams,
        response: { 200: PartStartResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => app.attempts.startPart(request.user.id, request.params.id, request.params.part),
  )

  const submitRoute = (path: string, kinds: readonly TestKind[], body: typeof ListeningSubmitBody | typeof OetSubmitBody) =>
    app.post(
      path,
      {
        ...auth,
        schema: {
          tags: ['attempts'],
          summary: 'Submit answers: marked on the server; retry safely with an Idempotency-Key',
          params: TestIdParams,
          headers: IdempotencyHeaders,
          body,
          response: { 200: SubmitAnswer, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) =>
        app.attempts.submit({
          userId: request.user.id,
          testId: request.params.testId,
          kinds,
          answers: request.body.answers,
          typedAt: request.body.typedAt,
          attemptId: request.body.attemptId,
          idempotencyKey: request.headers['idempotency-key'],
        }),
    )
  submitRoute('/api/listening-tests/:testId/submit', GENERAL, ListeningSubmitBody)
  submitRoute('/api/oet-listening-tests/:testId/submit', OET_KEYED, OetSubmitBody)

  app.get(
    '/api/listening-tests/:id/results',
    {
      ...auth,
      schema: {
        tags: ['attempts'],
        summary: 'My submitted attempts at a listening or reading test (404 when none)',
        params: IdParams,
        response: { 200: ListeningResultsResponse, ...errorResponses(400, 401, 404) },
      },
    },
    // Kept until a row of the student's changes (decision 0094): a submit drops it.
    async (request) => app.userReads.read(request.user.id, `results:${request.params.id}`, () => app.attempts.results(request.user.id, request.params.id, ALL_KEYED)),
  )

  app.get(
    '/api/listening-tests/:id/review',
    {
      ...auth,
      schema: {
        tags: ['attempts'],
        summary: 'A listening or reading test with its explanations, transcripts and key, once I have submitted an attempt at it (403 before)',
        params: IdParams,
        response: { 200: TestReviewResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    // Text already JSON is sent as it is, past the response schema's serializer (the schema still documents it).
    async (request, reply) => (reply as FastifyReply).type('application/json; charset=utf-8').send(await app.attempts.review(request.user.id, request.params.id, ALL_KEYED)),
  )

  for (const [path, kinds] of [
    ['/api/listening-tests/:id/answer-key', GENERAL],
    ['/api/oet-listening-tests/:id/answer-key', OET_KEYED],
  ] as const) {
    app.get(
      path,
      {
        ...auth,
        schema: {
          tags: ['attempts'],
          summary: "A test's answer key, once I have submitted an attempt at it (403 before)",
          params: IdParams,
          response: { 200: AnswerKeyResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => app.attempts.answerKey(request.user.id, request.params.id, kinds),
    )
  }
}
