import type { FastifyInstance } from 'fastify'
import { FormData } from 'undici'
import { SPEAKING_AUDIO_MAX_BYTES } from '#shared/contracts/submissions.ts'
import { normaliseAudio, type NormalisedAudio } from '#web/media/audio.ts'
import { megabytes } from '#web/media/errors.ts'
import { filePart, submitToApi } from './api-host.ts'
import { admitCaller, testPathOf } from './caller.ts'
import { UPLOAD_ROUTE } from './route-options.ts'
import { startSubmission } from './submission-log.ts'
import { readUploadForm, type UploadFormSpec } from './upload-form.ts'
import { UploadError } from './upload-error.ts'

/** The API host's bound too: a mock speaking test has at most 20 parts. */
const MAX_PARTS = 20

const RECORDINGS: UploadFormSpec<NormalisedAudio> = {
  fileField: 'speakingFiles',
  maxFiles: MAX_PARTS,
  maxFileBytes: SPEAKING_AUDIO_MAX_BYTES,
  tooMany: `A mock speaking test has at most ${MAX_PARTS} parts.`,
  tooLarge: `This recording is larger than ${megabytes(SPEAKING_AUDIO_MAX_BYTES)}. Please upload a recording of at most ${megabytes(SPEAKING_AUDIO_MAX_BYTES)}.`,
  fields: ['speaking', 'speakingResponses', 'attemptId'],
  // Any audio the student chose (audio/* on the mock screen): its content decides, not its declared type.
  normalise: (file) => normaliseAudio(file, { maxBytes: SPEAKING_AUDIO_MAX_BYTES }),
}

/** A field as the API host reads it: text, or JSON text for a part the browser declared as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * SPEC.md section 7's mock speaking submission through the web server: every part's recording is
 * re-encoded (Opus in WebM, mono, 48 kHz, loudness normalised, real duration) and the form goes on
 * to the API host with `speaking` and `speakingResponses` as sent.
 */
export default async function mockSpeakingUploadRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/mock-tests/submission/:id/speaking', UPLOAD_ROUTE, async (request, reply) => {
    const record = startSubmission(request, 'mock-speaking', request.params.id)
    const caller = await admitCaller(app, request, reply, testPathOf('/api/mock-tests', request.params.id))
    record.studentId = caller.userId
    if (!request.isMultipart()) throw new UploadError(415, 'Send the mock speaking parts as multipart/form-data.', 'UNSUPPORTED_TYPE')

    const started = performance.now()
    const { fields, files } = await readUploadForm(request, RECORDINGS)
    record.parts = files.length
    record.bytesIn = files.reduce((sum, file) => sum + file.bytesIn, 0)
    record.bytesOut = files.reduce((sum, file) => sum + file.bytesOut, 0)
    record.audioSeconds = files.reduce((sum, file) => sum + file.durationSeconds, 0)
    record.processingMs = performance.now() - started
    if (files.length === 0) throw new UploadError(400, 'Please record or upload an audio file first.', 'NO_FILE')

    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, asText(value))
    files.forEach((file, i) => form.append('speakingFiles', filePart(file.buffer, file.contentType), `part-${i + 1}.webm`))
    return submitToApi(app, request, reply, caller, record, { form })
  })
}
