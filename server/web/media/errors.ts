/**
 * Why an upload was refused, with the HTTP status the route answers and a message the student can
 * act on. The web server's error handler (plugins/errors.ts) sends `statusCode` and `message` as is.
 */
export type MediaErrorCode =
  | 'IMAGE_NOT_RECOGNISED'
  | 'IMAGE_DAMAGED'
  | 'HEIC_UNSUPPORTED'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'AUDIO_NOT_RECOGNISED'
  | 'AUDIO_DAMAGED'
  | 'AUDIO_TOO_LARGE'
  | 'AUDIO_TOO_LONG'
  | 'AUDIO_TIMEOUT'

export class MediaError extends Error {
  override name = 'MediaError'
  /** Even a 503 (server busy) says what happened: the error handler shows exposed messages. */
  readonly expose = true

  constructor(
    readonly statusCode: 413 | 415 | 503,
    readonly code: MediaErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** "25 MB" for 25 * 1024 * 1024 bytes. */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** The 413 for a photo past its limit, from the image service or the form's parser alike. */
export const photoTooLarge = (maxBytes: number) => `This photo is larger than ${megabytes(maxBytes)}. Please upload a smaller photo of your answer.`

/** The 413 for a recording past its limit, from the audio service, the form's parser or the speaking JSON alike. */
export const recordingTooLarge = (maxBytes: number) => `This recording is larger than ${megabytes(maxBytes)}. Please upload a recording of at most ${megabytes(maxBytes)}.`
