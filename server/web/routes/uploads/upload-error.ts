import type { ErrorCode } from '#shared/errors/error-codes.ts'

/**
 * An upload refused by the web server itself, before anything reaches the API host. The web
 * server's error handler (plugins/errors.ts) sends `statusCode` and `message` as they are; `code`
 * goes to the submission log line. `errorCode` is the answer's code when it is not the status's
 * usual one (an API host's refusal passed on keeps its own).
 */
export class UploadError extends Error {
  override name = 'UploadError'

  constructor(
    /** A 4xx of its own or the API host's, or 503 when the API host cannot be asked. */
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly errorCode?: ErrorCode,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new UploadError(400, message, 'BAD_REQUEST')
