/**
 * An upload refused by the web server itself, before anything reaches the API host. The web
 * server's error handler (plugins/errors.ts) sends `statusCode` and `message` as they are; `code`
 * goes to the submission log line.
 */
export class UploadError extends Error {
  override name = 'UploadError'

  constructor(
    readonly statusCode: 400 | 401 | 403 | 413 | 415 | 429 | 503,
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new UploadError(400, message, 'BAD_REQUEST')
