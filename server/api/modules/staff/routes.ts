import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import multipart from '@fastify/multipart'
import { Type } from '@sinclair/typebox'
import {
  ClaimBody,
  ClaimNowResponse,
  ClaimResponse,
  DraftBody,
  TypedCopyBody,
  DraftResponse,
  QueueQuery,
  QueueResponse,
  SubmissionDetail,
} from '#shared/evaluation/schema.ts'
import { QUEUE_PAGE_SIZE } from '#shared/evaluation/evaluation.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { evaluationRoutes } from './evaluation-routes.ts'
import { phraseRoutes } from './phrases.ts'
import { staffService } from './service.ts'

export interface StaffRoutesOptions {
  now: () => Date
  publicUrl: string
}

/** The staff calls of issue 8: the queue, one submission, the grading lock, drafts and evaluations. */
export const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (app, { now, publicUrl }) => {
  await app.register(multipart, { limits: { parts: 20, headerPairs: 100 } })
  const service = staffService({ db: app.database.db, now })
  const staffOnly = [app.authenticate, app.requireRole('staff', 'admin')]
  const tags = ['staff']

  app.get(
    '/api/staff/submissions',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: `The evaluation queue: writing and speaking submissions, overdue first, then the least time left; ${QUEUE_PAGE_SIZE} a page`,
        description:
          'Filters: status (pending, evaluated), skill (writing, speaking), testId. One order: by the 24-hour promise (dueAt), so the longest overdue comes first, then the least time left ' +
          '(the same as oldest first; sort=due and sort=oldest are both accepted and name this order). ' +
          `A page holds up to ${QUEUE_PAGE_SIZE} submissions; next, when not null, is passed as \`after\` for the page that follows (400 when \`after\` names no submission). ` +
          'total and overdue count every submission the filters match, whatever the page. claim is the running lock or null.',
        querystring: QueueQuery,
        response: { 200: QueueResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.queue(request.user, request.query),
  )

  app.get(
    '/api/staff/submissions/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'One submission with what the student was asked, their work, its evaluations and my draft',
        params: IdParams,
        response: { 200: SubmissionDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.detail(request.user, request.params.id),
  )

  app.post(
    '/api/staff/submissions/:id/claim',
    {
      preHandler: staffOnly,
      // The body is optional: a bare POST (no body at all) claims without taking over. A body of
      // JSON null is not a bare POST: validation refuses it.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {}
      },
      schema: {
        tags,
        summary: 'Claim a submission: one evaluator at a time, for 30 minutes (claim again to renew)',
        description: '409 while another evaluator holds a running claim; an admin may send {takeover: true}. The previous holder\'s draft comes with the claim; draft is the caller\'s draft after claiming.',
        params: IdParams,
        body: ClaimBody,
        response: { 200: ClaimResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.claim(request.user, request.params.id, request.body.takeover === true),
  )

  app.get(
    '/api/staff/submissions/:id/claim',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Who holds the grading lock now (null when nobody does)',
        description: 'The holder\'s screen asks every few seconds, so an evaluator learns at once that an admin took the submission over.',
        params: IdParams,
        response: { 200: ClaimNowResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ claim: await service.claimNow(request.user, request.params.id) }),
  )

  app.delete(
    '/api/staff/submissions/:id/claim',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Release a claim (its holder, or an admin)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.release(request.user, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/staff/submissions/:id/draft',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Keep my unsaved evaluation form (at most 64 KB); needs my claim',
        params: IdParams,
        body: DraftBody,
        response: { 200: DraftResponse, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => service.saveDraft(request.user, request.params.id, request.body.body),
  )

  app.put(
    '/api/staff/submissions/:id/typed-copy',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Keep my typed copy of a letter written on paper, to check and comment on its words; needs my claim',
        params: IdParams,
        body: TypedCopyBody,
        response: { 200: DraftResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.saveTypedCopy(request.user, request.params.id, request.body.letter),
  )

  await app.register(evaluationRoutes, { service, now, publicUrl })
  await app.register(phraseRoutes, { now })
}
