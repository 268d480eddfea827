import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { ReviewAnswerBody, ReviewDue, ReviewOutcome } from '#shared/review/schema.ts'
import { errorResponses } from '../../http/schemas.ts'
import type { ReviewService } from './service.ts'

/** A card takes a few seconds at the least; more answers than this in a minute are a script. */
export const REVIEW_ANSWERS_PER_MINUTE = 120

const CardParams = Type.Object({ cardId: Type.String({ format: 'uuid' }) })

/** The student's review deck of their own mistakes (issue 36, decision 0101). */
export const reviewRoutes: FastifyPluginAsyncTypebox<{ service: ReviewService }> = async (app, { service }) => {
  app.get(
    '/api/me/review/due',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['review'],
        summary: 'The cards of my review deck due now (a session of up to 10), with how many are due and when the next comes',
        description:
          'Each listening or reading question I answered wrong is a card, and each misspelling the letter checks found in a letter I sent. ' +
          'A question card carries the question as asked, and for listening the recording with the stretch that holds the answer.',
        response: { 200: ReviewDue, ...errorResponses(401) },
      },
    },
    async (request) => service.due(request.user.id),
  )

  app.post(
    '/api/me/review/:cardId',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: { max: REVIEW_ANSWERS_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `review:${request.user.id}` },
      },
      schema: {
        tags: ['review'],
        summary: 'Answer a card again (`{answer}`, marked as the test marks it) or say whether I knew it (`{correct}`): it is rescheduled, or retired after three right days in a row',
        params: CardParams,
        body: ReviewAnswerBody,
        response: { 200: ReviewOutcome, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => service.answer(request.user.id, request.params.cardId, request.body),
  )
}
