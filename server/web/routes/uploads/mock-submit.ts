import type { FastifyInstance } from 'fastify'
import { FormData } from 'undici'
import { MOCK_PAPER_WRITING_MAX_IMAGES } from '#shared/constants.ts'
import { MOCK_MAX_IMAGES_MESSAGE } from '#shared/contracts/mock.ts'
import { SPEAKING_AUDIO_MAX_BYTES, WRITING_IMAGE_MAX_BYTES } from '#shared/contracts/submissions.ts'
import { normaliseAudio } from '#web/media/audio.ts'
import { megabytes } from '#web/media/errors.ts'
import { normaliseImage } from '#web/media/image.ts'
import { filePart, submitToApi } from './api-host.ts'
import { isRefused, listedParts, refusedInPlace, splitRecordings, withRefusals, type MockRecording } from './refused-recordings.ts'
import { admitCaller, testPathOf } from './caller.ts'
import { UPLOAD_ROUTE } from './route-options.ts'
import { startSubmission } from './submission-log.ts'
import { readMultiUploadForm } from './upload-form.ts'
import { UploadError } from './upload-error.ts'

/** The API host's bound too: a mock's speaking has at most 20 parts. */
const MAX_RECORDINGS = 20
/** The answer maps of a long mock (a thousand answers) as JSON text. */
const FIELD_MAX_BYTES = 2 * 1024 * 1024

const FORM = {
  fields: ['attemptId', 'listeningAnswers', 'readingAnswers', 'writingAnswer', 'writingData', 'speakingResponses'],
  files: {
    writingFiles: {
      maxFiles: MOCK_PAPER_WRITING_MAX_IMAGES,
      maxFileBytes: WRITING_IMAGE_MAX_BYTES,
      tooMany: MOCK_MAX_IMAGES_MESSAGE,
      tooLarge: `This photo is larger than ${megabytes(WRITING_IMAGE_MAX_BYTES)}. Please upload a smaller photo of your answer.`,
      normalise: (file) => normaliseImage(file, { maxBytes: WRITING_IMAGE_MAX_BYTES }),
    },
    speakingFiles: {
      maxFiles: MAX_RECORDINGS,
      maxFileBytes: SPEAKING_AUDIO_MAX_BYTES,
      tooMany: `A mock's speaking has at most ${MAX_RECORDINGS} parts.`,
      tooLarge: `This recording is larger than ${megabytes(SPEAKING_AUDIO_MAX_BYTES)}. Please upload a recording of at most ${megabytes(SPEAKING_AUDIO_MAX_BYTES)}.`,
      // Any audio the student chose (audio/* on the mock screen): its content decides, not its declared type.
      normalise: (file): Promise<MockRecording> => normaliseAudio(file, { maxBytes: SPEAKING_AUDIO_MAX_BYTES }),
      // One part's bad recording never drops the others, nor the letter and answers (decision 0057).
      inPlace: refusedInPlace,
    },
  },
} satisfies Parameters<typeof readMultiUploadForm>[1]

/** A field as the API host reads it: text, or JSON text for a part the browser declared as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * SPEC.md section 7's mock submission through the web server: the photos of a paper letter are
 * checked, turned upright, stripped of EXIF and re-encoded as JPEG, each recording re-encoded to
 * Opus in WebM, and the form goes on to the API host with its text fields as sent.
 */
export default async function mockSubmitUploadRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/mock-tests/:id/submit', UPLOAD_ROUTE, async (request, reply) => {
    const record = startSubmission(request, 'mock', request.params.id)
    const caller = await admitCaller(app, request, reply, testPathOf('/api/mock-tests', request.params.id))
    record.studentId = caller.userId
    if (!request.isMultipart()) throw new UploadError(415, 'Send the mock test as multipart/form-data.', 'UNSUPPORTED_TYPE')

    const started = performance.now()
    const { fields, files } = await readMultiUploadForm(request, FORM, FIELD_MAX_BYTES)
    const recordings = splitRecordings(listedParts(fields.speakingResponses), files.speakingFiles)
    // A refused recording whose part cannot be named refuses the form, as any refusal did before.
    if (!recordings) {
      const { statusCode, message } = files.speakingFiles.find(isRefused)!.refused
      throw new UploadError(statusCode, message, 'BAD_RECORDING')
    }
    const all = [...files.writingFiles, ...recordings.kept.map(({ audio }) => audio)]
    record.parts = all.length
    record.bytesIn = all.reduce((sum, file) => sum + file.bytesIn, 0)
    record.bytesOut = all.reduce((sum, file) => sum + file.bytesOut, 0)
    record.audioSeconds = recordings.kept.reduce((sum, { audio }) => sum + audio.durationSeconds, 0)
    record.processingMs = performance.now() - started
    if (recordings.refused.length > 0) record.refusedParts = recordings.refused.map((part) => part.mainCardNumber)

    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) {
      // The refused parts are left out of the list, with their recordings: the API host stores the rest.
      form.append(name, name === 'speakingResponses' && recordings.refused.length > 0 ? JSON.stringify(recordings.listed) : asText(value))
    }
    files.writingFiles.forEach((file, i) => form.append('writingFiles', filePart(file.buffer, file.contentType), `page-${i + 1}.jpg`))
    recordings.kept.forEach(({ audio }, i) => form.append('speakingFiles', filePart(audio.buffer, audio.contentType), `part-${i + 1}.webm`))
    return submitToApi(app, request, reply, caller, record, { form }, (answer) => withRefusals(answer, recordings.refused))
  })
}
