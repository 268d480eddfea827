import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SPEAKING_AUDIO_MAX_BYTES, SPEAKING_JSON_LIMIT_BYTES } from '#shared/media/upload-limits.ts'
import { normaliseAudio } from '#web/media/audio.ts'
import { recordingTooLarge } from '#web/media/errors.ts'
import { apiForm, uploadRoute, type Intake } from './intake.ts'
import { readSpeakingJson } from './speaking-json.ts'
import { UploadError } from './upload-error.ts'

const TOO_LARGE = recordingTooLarge(SPEAKING_AUDIO_MAX_BYTES)

/** The stored file's name: the student's, with the extension of what it now is. */
const webmName = (fileName: string | undefined, mainCardNumber: number) => `${fileName?.replace(/\.[^./\\]*$/, '') || `part-${mainCardNumber}`}.webm`

/**
 * The browser's JSON with the recording in base64, decoded as it arrives and re-encoded (Opus in
 * WebM, mono, 48 kHz, loudness normalised, its real duration written); the API host gets it as
 * multipart, with the duration measured here.
 */
async function readRecording(request: FastifyRequest): Promise<Intake> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new UploadError(415, 'Send the recording as JSON: {mainCardNumber, audio (base64), fileName}.', 'UNSUPPORTED_TYPE')
  }
  if (Number(request.headers['content-length'] ?? 0) > SPEAKING_JSON_LIMIT_BYTES) throw new UploadError(413, TOO_LARGE, 'BODY_TOO_LARGE')
  const { mainCardNumber, fileName, audio } = await readSpeakingJson(request.raw, {
    maxBytes: SPEAKING_JSON_LIMIT_BYTES,
    tooLarge: TOO_LARGE,
    normalise: (input) => normaliseAudio(input),
  })
  const fields = { mainCardNumber: String(mainCardNumber), ...(fileName === undefined ? {} : { fileName }), durationSeconds: String(audio.durationSeconds) }
  return { body: { form: apiForm(fields, ['audio', [audio], () => webmName(fileName, mainCardNumber)]) }, files: [audio] }
}

/** SPEC.md section 7's speaking submission through the web server: one part's recording. */
export default async function speakingUploadRoutes(app: FastifyInstance) {
  uploadRoute(app, {
    path: '/api/speaking-tests/submission/:id/submit',
    tests: '/api/oet-speaking-tests',
    kind: () => 'speaking',
    read: readRecording,
  })
}
