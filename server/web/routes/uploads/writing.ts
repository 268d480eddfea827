import type { FastifyInstance } from 'fastify'
import { FormData } from 'undici'
import { JSON_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { NO_IMAGE_MESSAGE, WRITING_IMAGE_MAX_BYTES, WRITING_MAX_IMAGES } from '#shared/contracts/submissions.ts'
import { normaliseImage, type NormalisedImage } from '#web/media/image.ts'
import { megabytes } from '#web/media/errors.ts'
import { filePart, submitToApi, type ForwardedBody } from './api-host.ts'
import { admitCaller, testPathOf } from './caller.ts'
import { UPLOAD_ROUTE } from './route-options.ts'
import { startSubmission } from './submission-log.ts'
import { readUploadForm, type UploadFormSpec } from './upload-form.ts'
import { UploadError } from './upload-error.ts'

const PHOTOS: UploadFormSpec<NormalisedImage> = {
  fileField: 'file',
  maxFiles: WRITING_MAX_IMAGES,
  maxFileBytes: WRITING_IMAGE_MAX_BYTES,
  tooMany: `Please upload at most ${WRITING_MAX_IMAGES} images.`,
  tooLarge: `This photo is larger than ${megabytes(WRITING_IMAGE_MAX_BYTES)}. Please upload a smaller photo of your answer.`,
  fields: ['startTime', 'attemptId'],
  normalise: (file) => normaliseImage(file, { maxBytes: WRITING_IMAGE_MAX_BYTES }),
}

/**
 * SPEC.md section 7's writing submission through the web server: the typed letter (JSON) passes
 * through as sent; photos of a handwritten one (multipart) are each checked, turned upright,
 * stripped of EXIF and re-encoded as JPEG here, and only the clean JPEGs go to the API host.
 */
export default async function writingUploadRoutes(app: FastifyInstance) {
  app.post<{ Params: { testId: string } }>('/api/writing-tests/submission/:testId/submit', UPLOAD_ROUTE, async (request, reply) => {
    const paper = request.isMultipart()
    const record = startSubmission(request, paper ? 'writing-paper' : 'writing-computer', request.params.testId)
    const caller = await admitCaller(app, request, reply, testPathOf('/api/oet-writing-tests', request.params.testId))
    record.studentId = caller.userId

    let body: ForwardedBody
    if (paper) {
      const started = performance.now()
      const { fields, files } = await readUploadForm(request, PHOTOS)
      record.parts = files.length
      record.bytesIn = files.reduce((sum, file) => sum + file.bytesIn, 0)
      record.bytesOut = files.reduce((sum, file) => sum + file.bytesOut, 0)
      record.processingMs = performance.now() - started
      if (files.length === 0) throw new UploadError(400, NO_IMAGE_MESSAGE, 'NO_FILE')
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
      files.forEach((file, i) => form.append('file', filePart(file.buffer, file.contentType), `page-${i + 1}.jpg`))
      body = { form }
    } else {
      const contentType = request.headers['content-type'] ?? ''
      if (!/^application\/json\b/i.test(contentType)) {
        throw new UploadError(415, 'Send the letter as JSON or the photos as multipart/form-data.', 'UNSUPPORTED_TYPE')
      }
      const contentLength = request.headers['content-length']
      if (Number(contentLength ?? 0) > JSON_BODY_LIMIT_BYTES) {
        throw new UploadError(413, `The request is too large: at most ${megabytes(JSON_BODY_LIMIT_BYTES)} of JSON is accepted.`, 'BODY_TOO_LARGE')
      }
      record.bytesIn = Number(contentLength ?? 0)
      // The letter is the API host's to check and keep; it is never read (nor logged) here.
      body = { raw: request.raw, contentType, contentLength }
    }

    return submitToApi(app, request, reply, caller, record, body)
  })
}
