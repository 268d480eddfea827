import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MOCK_SPEAKING_FORM } from '#shared/media/upload-limits.ts'
import { apiForm, uploadRoute, type Intake } from './intake.ts'
import { readUploadForm, recordingField } from './upload-form.ts'
import { UploadError } from './upload-error.ts'

const RECORDINGS = { ...MOCK_SPEAKING_FORM, files: { speakingFiles: recordingField(MOCK_SPEAKING_FORM.files.speakingFiles) } }

/** Every part's recording re-encoded; `speaking` and `speakingResponses` go on as sent. */
async function readRecordings(request: FastifyRequest): Promise<Intake> {
  if (!request.isMultipart()) throw new UploadError(415, 'Send the mock speaking parts as multipart/form-data.', 'UNSUPPORTED_TYPE')
  const { fields, files: { speakingFiles: files } } = await readUploadForm(request, RECORDINGS)
  if (files.length === 0) throw new UploadError(400, 'Please record or upload an audio file first.', 'NO_FILE')
  return { body: { form: apiForm(fields, ['speakingFiles', files, (i) => `part-${i + 1}.webm`]) }, files }
}

/** SPEC.md section 7's mock speaking submission through the web server. */
export default async function mockSpeakingUploadRoutes(app: FastifyInstance) {
  uploadRoute(app, {
    path: '/api/mock-tests/submission/:id/speaking',
    tests: '/api/mock-tests',
    kind: () => 'mock-speaking',
    read: readRecordings,
  })
}
