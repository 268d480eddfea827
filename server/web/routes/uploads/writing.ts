import type { FastifyInstance, FastifyRequest } from 'fastify'
import { JSON_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { NO_IMAGE_MESSAGE } from '#shared/submissions/submissions.ts'
import { WRITING_PHOTOS_FORM } from '#shared/media/upload-limits.ts'
import { megabytes } from '#web/media/errors.ts'
import { apiForm, uploadRoute, type Intake } from './intake.ts'
import { photoField, readUploadForm } from './upload-form.ts'
import { UploadError } from './upload-error.ts'

const PHOTOS = { ...WRITING_PHOTOS_FORM, files: { file: photoField(WRITING_PHOTOS_FORM.files.file) } }

/** Photos of a handwritten letter: each checked, turned upright, stripped of EXIF and re-encoded as JPEG. */
async function readPhotos(request: FastifyRequest): Promise<Intake> {
  const { fields, files: { file: files } } = await readUploadForm(request, PHOTOS)
  if (files.length === 0) throw new UploadError(400, NO_IMAGE_MESSAGE, 'NO_FILE')
  return { body: { form: apiForm(fields, ['file', files, (i) => `page-${i + 1}.jpg`]) }, files }
}

/** The typed letter: the API host's to check and keep; it is never read (nor logged) here. */
function passLetter(request: FastifyRequest): Intake {
  const contentType = request.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(contentType)) {
    throw new UploadError(415, 'Send the letter as JSON or the photos as multipart/form-data.', 'UNSUPPORTED_TYPE')
  }
  const contentLength = request.headers['content-length']
  if (Number(contentLength ?? 0) > JSON_BODY_LIMIT_BYTES) {
    throw new UploadError(413, `The request is too large: at most ${megabytes(JSON_BODY_LIMIT_BYTES)} of JSON is accepted.`, 'BODY_TOO_LARGE')
  }
  return { body: 'as-sent', files: [], bytesIn: Number(contentLength ?? 0) }
}

/**
 * SPEC.md section 7's writing submission through the web server: the typed letter (JSON) passes
 * through as sent; photos of a handwritten one (multipart) are normalised and only the clean JPEGs
 * go to the API host.
 */
export default async function writingUploadRoutes(app: FastifyInstance) {
  uploadRoute(app, {
    path: '/api/writing-tests/submission/:id/submit',
    tests: '/api/oet-writing-tests',
    kind: (request) => (request.isMultipart() ? 'writing-paper' : 'writing-computer'),
    read: async (request) => (request.isMultipart() ? readPhotos(request) : passLetter(request)),
  })
}
