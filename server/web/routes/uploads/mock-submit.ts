import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MOCK_SUBMIT_FORM } from '#shared/media/upload-limits.ts'
import type { FileField } from '../../../common/multipart-form.ts'
import { apiForm, uploadRoute, type Intake } from './intake.ts'
import { isRefused, listedParts, refusedInPlace, splitRecordings, withRefusals, type MockRecording } from './refused-recordings.ts'
import { photoField, readUploadForm, recordingField } from './upload-form.ts'
import { UploadError } from './upload-error.ts'

const RECORDINGS: FileField<MockRecording> = {
  ...recordingField(MOCK_SUBMIT_FORM.files.speakingFiles),
  // One part's bad recording never drops the others, nor the letter and answers (decision 0057).
  inPlace: refusedInPlace,
}

const FORM = { ...MOCK_SUBMIT_FORM, files: { writingFiles: photoField(MOCK_SUBMIT_FORM.files.writingFiles), speakingFiles: RECORDINGS } }

/**
 * The photos of a paper letter normalised as JPEG, each recording re-encoded to Opus in WebM, the
 * text fields as sent; a recording refused on its own is left out with its part (decision 0057).
 */
async function readMock(request: FastifyRequest): Promise<Intake> {
  if (!request.isMultipart()) throw new UploadError(415, 'Send the mock test as multipart/form-data.', 'UNSUPPORTED_TYPE')
  const { fields, files } = await readUploadForm(request, FORM)
  const recordings = splitRecordings(listedParts(fields.speakingResponses), files.speakingFiles)
  // A refused recording whose part cannot be named refuses the form, as any refusal did before.
  if (!recordings) {
    const { statusCode, message } = files.speakingFiles.find(isRefused)!.refused
    throw new UploadError(statusCode, message, 'BAD_RECORDING')
  }
  const { kept, refused, listed } = recordings
  const audio = kept.map((recording) => recording.audio)
  // The refused parts are left out of the list, with their recordings: the API host stores the rest.
  const sent = refused.length > 0 ? { ...fields, speakingResponses: JSON.stringify(listed) } : fields
  return {
    body: { form: apiForm(sent, ['writingFiles', files.writingFiles, (i) => `page-${i + 1}.jpg`], ['speakingFiles', audio, (i) => `part-${i + 1}.webm`]) },
    files: [...files.writingFiles, ...audio],
    refusedParts: refused.map((part) => part.mainCardNumber),
    amend: (answer) => withRefusals(answer, refused),
  }
}

/** SPEC.md section 7's mock submission through the web server: its photos and recordings with its answers. */
export default async function mockSubmitUploadRoutes(app: FastifyInstance) {
  uploadRoute(app, {
    path: '/api/mock-tests/:id/submit',
    tests: '/api/mock-tests',
    kind: () => 'mock',
    read: readMock,
  })
}
