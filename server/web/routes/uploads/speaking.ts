import type { FastifyInstance } from 'fastify'
import { FormData } from 'undici'
import { SPEAKING_AUDIO_MAX_BYTES } from '#shared/contracts/submissions.ts'
import { normaliseAudio } from '#web/media/audio.ts'
import { megabytes } from '#web/media/errors.ts'
import { filePart, submitToApi } from './api-host.ts'
import { admitCaller, testPathOf } from './caller.ts'
import { UPLOAD_ROUTE } from './route-options.ts'
import { readSpeakingJson } from './speaking-json.ts'
import { startSubmission } from './submission-log.ts'
import { UploadError } from './upload-error.ts'

/** 50 MB of audio as base64 in JSON, with room for the other members: the same bound as the API host's. */
export const SPEAKING_JSON_LIMIT_BYTES = Math.ceil((SPEAKING_AUDIO_MAX_BYTES * 4) / 3) + 64 * 1024
const TOO_LARGE = `This recording is larger than ${megabytes(SPEAKING_AUDIO_MAX_BYTES)}. Please upload a recording of at most ${megabytes(SPEAKING_AUDIO_MAX_BYTES)}.`

/** The stored file's name: the student's, with the extension of what it now is. */
const webmName = (fileName: string | undefined, mainCardNumber: number) => `${fileName?.replace(/\.[^./\\]*$/, '') || `part-${mainCardNumber}`}.webm`

/**
 * SPEC.md section 7's speaking submission through the web server: the browser's JSON with the
 * recording in base64 is decoded as it arrives, re-encoded (Opus in WebM, mono, 48 kHz, loudness
 * normalised, its real duration written), and sent to the API host as multipart.
 */
export default async function speakingUploadRoutes(app: FastifyInstance) {
  app.post<{ Params: { testId: string } }>('/api/speaking-tests/submission/:testId/submit', UPLOAD_ROUTE, async (request, reply) => {
    const record = startSubmission(request, 'speaking', request.params.testId)
    const caller = await admitCaller(app, request, reply, testPathOf('/api/oet-speaking-tests', request.params.testId))
    record.studentId = caller.userId
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      throw new UploadError(415, 'Send the recording as JSON: {mainCardNumber, audio (base64), fileName}.', 'UNSUPPORTED_TYPE')
    }
    if (Number(request.headers['content-length'] ?? 0) > SPEAKING_JSON_LIMIT_BYTES) throw new UploadError(413, TOO_LARGE, 'BODY_TOO_LARGE')

    const started = performance.now()
    const upload = await readSpeakingJson(request.raw, {
      maxBytes: SPEAKING_JSON_LIMIT_BYTES,
      tooLarge: TOO_LARGE,
      normalise: (input) => normaliseAudio(input),
    })
    const { audio } = upload
    Object.assign(record, { parts: 1, bytesIn: audio.bytesIn, bytesOut: audio.bytesOut, audioSeconds: audio.durationSeconds })
    record.processingMs = performance.now() - started

    const form = new FormData()
    form.append('mainCardNumber', String(upload.mainCardNumber))
    if (upload.fileName !== undefined) form.append('fileName', upload.fileName)
    form.append('durationSeconds', String(audio.durationSeconds))
    form.append('audio', filePart(audio.buffer, audio.contentType), webmName(upload.fileName, upload.mainCardNumber))
    return submitToApi(app, request, reply, caller, record, { form })
  })
}
