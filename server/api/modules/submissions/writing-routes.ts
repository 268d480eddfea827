import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { WritingAnswersBody, WritingSubmitBody, WritingSubmitResponse } from '#shared/submissions/schema.ts'
import { WRITING_PHOTOS_FORM } from '#shared/media/upload-limits.ts'
import { clientStartTimeText } from '#shared/answers/start-time-schema.ts'
import { HttpError } from '../../errors.ts'
import { errorResponses, IdempotencyHeaders, TestIdParams } from '../../http/schemas.ts'
import { attemptIdField, startTimeField } from './form-fields.ts'
import { readUploads, type IntakeSpec } from '../../uploads/intake.ts'
import { IMAGE_RULES } from '../../uploads/store-upload.ts'
import { submissionRateLimit } from './rate-limit.ts'
import type { SubmissionRoutesOptions } from './schemas.ts'

const PHOTOS: IntakeSpec<'file'> = {
  ...WRITING_PHOTOS_FORM,
  files: {
    file: {
      ...WRITING_PHOTOS_FORM.files.file,
      rules: IMAGE_RULES,
    },
  },
}

const notJsonOrForm = (request: FastifyRequest) =>
  new HttpError(415, `Send the letter as JSON or the photos as multipart/form-data, not ${request.mediaType ?? 'an empty body'}.`)

/** SPEC.md section 7's writing submissions: a typed letter, or photos of a handwritten one. */
export const writingRoutes: FastifyPluginAsyncTypebox<SubmissionRoutesOptions> = async (app, { service }) => {
  const who = (request: { user: { id: string }; params: { testId: string }; headers: { 'idempotency-key'?: string | undefined } }) => ({
    userId: request.user.id,
    testId: request.params.testId,
    idempotencyKey: request.headers['idempotency-key'],
  })

  app.post(
    '/api/writing-tests/submission/:testId/submit',
    {
      preHandler: app.authenticate,
      config: submissionRateLimit,
      schema: {
        tags: ['submissions'],
        summary: 'Submit a writing test: the typed letter (JSON) or photos of the handwritten one (multipart)',
        description:
          'JSON {writingAnswer, startTime?, attemptId?}, or multipart/form-data with 1-10 JPEG parts named `file` (25 MB each) and the fields startTime and attemptId. ' +
          'startTime (ISO 8601 or milliseconds since 1970) is the client’s own start, kept for information only. ' +
          'With attemptId the letter closes its writing attempt (a second submission is 409) under the attempt’s clock: ' +
          '409 during the reading time; after the deadline and grace the letter saved in time counts. Without attemptId it is accepted as untimed. ' +
          'Retry safely with an Idempotency-Key.',
        params: TestIdParams,
        headers: IdempotencyHeaders,
        body: { content: { 'application/json': { schema: WritingSubmitBody } } },
        response: { 201: WritingSubmitResponse, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      if (request.isMultipart()) {
        await service.requireTest(request.params.testId, 'oet-writing', request.user.id)
        const photos = await readUploads(request, app.blobs, PHOTOS, ({ fields, files }) => ({
          startTime: startTimeField(fields),
          attemptId: attemptIdField(fields),
          files: files.file,
        }))
        return reply.code(201).send(await service.submitWriting({ ...who(request), ...photos }))
      }
      if (request.mediaType !== 'application/json') throw notJsonOrForm(request)
      const { writingAnswer, startTime, attemptId } = request.body as WritingSubmitBody
      return reply.code(201).send(await service.submitWriting({ ...who(request), letter: writingAnswer, startTime: clientStartTimeText(startTime), attemptId }))
    },
  )

  app.post(
    '/api/writing-tests/:testId/submit',
    {
      preHandler: app.authenticate,
      config: submissionRateLimit,
      schema: {
        tags: ['submissions'],
        summary: 'Submit a typed writing test (SPEC.md’s other form: the letter as `answers`)',
        params: TestIdParams,
        headers: IdempotencyHeaders,
        body: WritingAnswersBody,
        response: { 201: WritingSubmitResponse, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { answers, startTime, attemptId } = request.body
      return reply.code(201).send(await service.submitWriting({ ...who(request), letter: answers, startTime: clientStartTimeText(startTime), attemptId }))
    },
  )
}
