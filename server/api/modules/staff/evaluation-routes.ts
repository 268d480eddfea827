import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EvaluationResponse } from '#shared/evaluation/schema.ts'
import { HttpError } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { evaluateService } from './evaluate.ts'
import { readEvaluationForm } from './evaluation-form.ts'
import type { StaffService } from './service.ts'

export interface EvaluationRoutesOptions {
  service: StaffService
  now: () => Date
  publicUrl: string
}

/** POST /api/staff/submissions/{id}/evaluation: marks, grade, comments and a PDF, for the claim holder. */
export const evaluationRoutes: FastifyPluginAsyncTypebox<EvaluationRoutesOptions> = async (app, { service, now, publicUrl }) => {
  const evaluate = evaluateService({ db: app.database.db, blobs: app.blobs, mailer: app.mailer, staff: service, now, publicUrl, log: app.log })
  // A form refused before it was read to the end (no claim, not a PDF, too large) closes its
  // connection: the rest of the upload is not wanted.
  app.addHook('onSend', async (request, reply) => {
    if (request.isMultipart() && !request.raw.complete) void reply.header('connection', 'close')
  })

  app.post(
    '/api/staff/submissions/:id/evaluation',
    {
      preHandler: [app.authenticate, app.requireRole('staff', 'admin')],
      schema: {
        tags: ['staff'],
        summary: 'Save an evaluation (or a correction, keeping the earlier one); needs my claim',
        description:
          'multipart/form-data: criteria (JSON map of criterion id to a whole number), grade (A, B, C+, C, D or E), marks (optional; must equal the criteria’s sum), ' +
          'adminComments and feedback (each at most 10,000 characters), ' +
          'anchoredComments (optional; a JSON list of at most 60 comments of at most 1,000 characters: {kind:"text", start, end, comment} on letter characters start to end of a typed letter, ' +
          '{kind:"time", at, comment} at a second of the recording, or {kind:"region", file, x, y, width, height, comment} on an area of a photographed page: ' +
          'file counts the photos from 0, the box is in fractions (0 to 1) of the photo from its top left), pdf (optional; a PDF of at most 20 MB). Without a pdf one is generated. ' +
          'The claim is released, drafts are removed and the student is notified (and emailed when SMTP_URL is set).',
        params: IdParams,
        response: { 200: EvaluationResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the evaluation as multipart/form-data (criteria, grade, comments and an optional pdf).')
      const found = await service.requireSubmission(request.params.id)
      // Refused before the upload is read: someone else may be evaluating it.
      await service.requireClaim(found.row.id, request.user)
      const work = await service.workOf(found)
      const form = await readEvaluationForm(request, app.blobs, found.row.skill, work.target)
      return evaluate(request.user, found, form, work)
    },
  )
}
