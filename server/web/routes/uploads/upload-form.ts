import type { FastifyRequest } from 'fastify'
import type { FileFieldLimit } from '#shared/media/upload-limits.ts'
import { SPEAKING_AUDIO_MAX_BYTES, WRITING_IMAGE_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { normaliseAudio, type NormalisedAudio } from '#web/media/audio.ts'
import { MediaError, photoTooLarge, recordingTooLarge } from '#web/media/errors.ts'
import { normaliseImage, type NormalisedImage } from '#web/media/image.ts'
import { readMultipartForm, type FileField, type FileFields, type MultipartForm, type MultipartHost, type MultipartSpec } from '../../../common/multipart-form.ts'
import { deferErrors } from './defer-errors.ts'
import { UploadError } from './upload-error.ts'

/** The web server's refusals: its UploadError (the code goes to the submission log), the media services' own as they are. */
const WEB_HOST: MultipartHost = {
  refusal: (statusCode, message, code) => new UploadError(statusCode, message, code),
  isRefusal: (error) => error instanceof UploadError || error instanceof MediaError,
}

/**
 * A browser's multipart form, read by the one reader of both hosts (server/common/multipart-form.ts),
 * each file normalised as it arrives; nothing is kept to undo on a refusal (the media services
 * delete their temporary files before they settle).
 */
export const readUploadForm = <F extends FileFields>(request: FastifyRequest, spec: MultipartSpec<F>): Promise<MultipartForm<F>> =>
  readMultipartForm(request, spec, WEB_HOST)

/** Photos of a handwritten letter, each checked, turned upright, stripped of EXIF and re-encoded as JPEG as it arrives. */
export const photoField = (limit: FileFieldLimit): FileField<NormalisedImage> => ({
  ...limit,
  maxBytes: WRITING_IMAGE_MAX_BYTES,
  tooLarge: photoTooLarge(WRITING_IMAGE_MAX_BYTES),
  // The parser may end the part with an error (a cut-off upload) before the service reads it.
  take: ({ file }) => normaliseImage(deferErrors(file)),
})

/** Recordings, each re-encoded (Opus in WebM) as it arrives: any audio, its content decides, not its declared type. */
export const recordingField = (limit: FileFieldLimit): FileField<NormalisedAudio> => ({
  ...limit,
  maxBytes: SPEAKING_AUDIO_MAX_BYTES,
  tooLarge: recordingTooLarge(SPEAKING_AUDIO_MAX_BYTES),
  take: ({ file }) => normaliseAudio(deferErrors(file)),
})
