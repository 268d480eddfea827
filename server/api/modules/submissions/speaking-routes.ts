import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MockSpeakingSubmitResponse, SpeakingSubmitBody, SpeakingSubmitResponse } from '#shared/submissions/schema.ts'
import { MOCK_SPEAKING_FORM, SPEAKING_AUDIO_MAX_BYTES, SPEAKING_FORM, SPEAKING_JSON_LIMIT_BYTES } from '#shared/media/upload-limits.ts'
import { badRequest, HttpError } from '../../errors.ts'
import { errorResponses, IdempotencyHeaders, IdParams, TestIdParams } from '../../http/schemas.ts'
import { attemptIdField, durationField, fileNameField, mainCardNumberField, speakingField, speakingResponsesField } from './form-fields.ts'
import { readUploads, type IntakeSpec } from '../../uploads/intake.ts'
import { submissionRateLimit } from './rate-limit.ts'
import type { SubmissionRoutesOptions } from './schemas.ts'
import { AUDIO_RULES, storeUpload } from '../../uploads/store-upload.ts'

const RECORDING: IntakeSpec<'audio'> = {
  ...SPEAKING_FORM,
  // The web server sends the duration it measured before the recording: its WebM is not read again.
  files: { audio: { ...SPEAKING_FORM.files.audio, rules: AUDIO_RULES, stated: (fields) => Boolean(fields.durationSeconds) } },
}

const MOCK_RECORDINGS: IntakeSpec<'speakingFiles'> = {
  ...MOCK_SPEAKING_FORM,
  files: { speakingFiles: { ...MOCK_SPEAKING_FORM.files.speakingFiles, rules: AUDIO_RULES } },
}

/** SPEC.md section 7's speaking submissions: one part of a speaking test, or a mock's parts together. */
export const speakingRoutes: FastifyPluginAsyncTypebox<SubmissionRoutesOptions> = async (app, { service }) => {
  app.post(
    '/api/speaking-tests/submission/:testId/submit',
    {
      preHandler: app.authenticate,
      config: submissionRateLimit,
      bodyLimit: SPEAKING_JSON_LIMIT_BYTES,
      schema: {
        tags: ['submissions'],
        summary: 'Submit the recording of one part of a speaking test (once per part)',
        description:
          'JSON {mainCardNumber, audio (base64 WebM or Ogg, no data: prefix), fileName}, or multipart/form-data (from the web server) with the fields mainCardNumber, fileName, durationSeconds and one WebM part named `audio` (50 MB at most). A part already submitted is 409.',
        params: TestIdParams,
        headers: IdempotencyHeaders,
        body: { content: { 'application/json': { schema: SpeakingSubmitBody } } },
        response: { 201: SpeakingSubmitResponse, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const who = { userId: request.user.id, testId: request.params.testId, idempotencyKey: request.headers['idempotency-key'] }
      await service.requireTest(who.testId, 'oet-speaking', request.user.id)
      if (request.isMultipart()) {
        const part = await readUploads(request, app.blobs, RECORDING, ({ fields, files }) => {
          const mainCardNumber = mainCardNumberField(fields)
          fileNameField(fields)
          const durationSeconds = durationField(fields)
          const file = files.audio[0]
          if (!file) throw badRequest('Record or upload audio before submitting.')
          return { mainCardNumber, file: durationSeconds === undefined ? file : { ...file, durationSeconds } }
        })
        return reply.code(201).send(await service.submitSpeaking({ ...who, ...part }))
      }
      if (request.mediaType !== 'application/json') {
        throw new HttpError(415, `Send the recording as JSON or multipart/form-data, not ${request.mediaType ?? 'an empty body'}.`)
      }
      const { mainCardNumber, audio } = request.body as SpeakingSubmitBody
      // Tolerate a data: URL, though the call asks for the base64 alone.
      const bytes = Buffer.from(audio.replace(/^data:[^,]*,/, ''), 'base64')
      if (bytes.length > SPEAKING_AUDIO_MAX_BYTES) throw new HttpError(413, AUDIO_RULES.tooLarge)
      const file = await storeUpload(app.blobs, bytes, AUDIO_RULES)
      return reply.code(201).send(await service.submitSpeaking({ ...who, mainCardNumber, file }))
    },
  )

  app.post(
    '/api/mock-tests/submission/:id/speaking',
    {
      preHandler: app.authenticate,
      config: submissionRateLimit,
      schema: {
        tags: ['submissions'],
        summary: "Submit a mock test's speaking parts together",
        description:
          'multipart/form-data: speaking (JSON object), speakingResponses (JSON list of mainCardNumber), and one WebM or Ogg file `speakingFiles` per listed part, in the same order. ' +
          "With attemptId (a submitted mock attempt that chose speaking), the parts join that attempt: a part whose recording the mock's submit could not take is sent again this way; " +
          'a part the attempt already holds is 409, and an attempt still open is 409 (its parts go with its submit).',
        params: IdParams,
        headers: IdempotencyHeaders,
        response: { 201: MockSpeakingSubmitResponse, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await service.requireTest(request.params.id, 'mock', request.user.id)
      if (!request.isMultipart()) throw new HttpError(415, 'Send the mock speaking parts as multipart/form-data.')
      const parts = await readUploads(request, app.blobs, MOCK_RECORDINGS, ({ fields, files }) => {
        speakingField(fields)
        return { mainCardNumbers: speakingResponsesField(fields), attemptId: attemptIdField(fields), files: files.speakingFiles }
      })
      const idempotencyKey = request.headers['idempotency-key']
      return reply.code(201).send(await service.submitMockSpeaking({ userId: request.user.id, testId: request.params.id, idempotencyKey, ...parts }))
    },
  )
}
