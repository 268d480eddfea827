import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import parseRange from 'range-parser'
import { Submission, SubmissionList } from '#shared/submissions/schema.ts'
import { ModelAnswer } from '#shared/submissions/model-answer-schema.ts'
import type { SubmissionSkill } from '#shared/submissions/submissions.ts'
import { HttpError } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { mySubmissions } from './kept.ts'
import type { SubmissionRoutesOptions } from './schemas.ts'

/** SPEC.md section 7's results calls for writing and speaking, and the files they point at. */
export const resultsRoutes: FastifyPluginAsyncTypebox<SubmissionRoutesOptions> = async (app, { service }) => {
  const auth = { preHandler: app.authenticate }
  const mine = (userId: string, skill: SubmissionSkill) => mySubmissions(app, service, userId, skill)
  const myLists = [
    ['/api/writing-tests/student/results', 'writing'],
    // SPEC.md lists this path too, without saying how it differs: the same list.
    ['/api/writing-tests/results', 'writing'],
    ['/api/speaking-tests/student/results', 'speaking'],
  ] as const
  for (const [path, skill] of myLists) {
    app.get(
      path,
      { ...auth, schema: { tags: ['submissions'], summary: `My ${skill} submissions, newest first`, response: { 200: SubmissionList, ...errorResponses(401) } } },
      async (request) => mine(request.user.id, skill),
    )
  }

  for (const [path, skill] of [
    ['/api/oet-writing-tests/:id/results', 'writing'],
    ['/api/oet-speaking-tests/:id/results', 'speaking'],
  ] as [string, SubmissionSkill][]) {
    app.get(
      path,
      {
        ...auth,
        schema: {
          tags: ['submissions'],
          summary: `My submissions at one ${skill} test, newest first (an empty list when none)`,
          params: IdParams,
          response: { 200: SubmissionList, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        await service.requireTest(request.params.id, skill === 'writing' ? 'oet-writing' : 'oet-speaking', request.user.id)
        return (await mine(request.user.id, skill)).filter((submission) => submission.testId === request.params.id)
      },
    )
  }

  app.get(
    '/api/submissions/:id/model-answer',
    {
      ...auth,
      schema: {
        tags: ['submissions'],
        summary: "The model answer to a submission's task: the model letter, or the role-play's model transcript",
        description: 'Its student gets it once the work is evaluated (409 before); staff at any time. 404 when the task has none.',
        params: IdParams,
        response: { 200: ModelAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => service.modelAnswer(request.user, request.params.id),
  )

  app.get(
    '/api/speaking-tests/results/:id',
    {
      ...auth,
      schema: {
        tags: ['submissions'],
        summary: 'One of my speaking submissions (staff: anyone’s)',
        params: IdParams,
        response: { 200: Submission, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.get(request.user, request.params.id, 'speaking'),
  )

  app.get(
    '/api/submissions/:id/evaluation.pdf',
    {
      ...auth,
      schema: {
        tags: ['submissions'],
        summary: 'The evaluation PDF of a submission ("View PDF"): its student and staff only',
        description: 'The current PDF; staff may ask for an earlier version with ?version={evaluation id}.',
        params: IdParams,
        querystring: Type.Object({ version: Type.Optional(Type.String({ format: 'uuid' })) }, { additionalProperties: false }),
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const blobKey = await service.evaluationPdf(request.user, request.params.id, request.query.version)
      const stored = await app.blobs.stat(blobKey)
      if (!stored) throw new HttpError(404, 'No evaluation PDF for this submission yet.')
      // A correction replaces the current PDF under the same URL: browsers ask again each time.
      return reply
        .type('application/pdf')
        .header('content-length', stored.size)
        .header('content-disposition', 'inline; filename="evaluation.pdf"')
        .header('cache-control', 'private, no-cache')
        .send(await app.blobs.read(blobKey))
    },
  )

  app.get(
    '/api/submission-files/:fileId',
    {
      ...auth,
      schema: {
        tags: ['submissions'],
        summary: 'A photo or recording of a submission: its student and staff only (supports Range)',
        params: Type.Object({ fileId: Type.String({ format: 'uuid' }) }),
        response: errorResponses(400, 401, 404, 416),
      },
    },
    async (request, reply) => {
      const file = await service.file(request.user, request.params.fileId)
      const ranges = request.headers.range ? parseRange(file.bytes, request.headers.range, { combine: true }) : undefined
      if (ranges === -1) {
        throw new HttpError(416, `The requested range is outside the file (${file.bytes} bytes).`, { headers: { 'content-range': `bytes */${file.bytes}` } })
      }
      // A file never changes once stored; only its student's and staff's browsers may keep it.
      void reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${file.id}"`)
        .type(file.contentType)
      const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined
      if (!range) return reply.header('content-length', file.bytes).send(await app.blobs.read(file.blobKey))
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes}`)
        .header('content-length', range.end - range.start + 1)
        .send(await app.blobs.read(file.blobKey, range))
    },
  )
}
