/** A multipart form refused by its parser, in words a person can act on; each host wraps it in its own error. */
export interface MultipartRefusal {
  statusCode: 400 | 413
  message: string
  /** For the web server's submission log. */
  code: 'TOO_MANY_FILES' | 'FILE_TOO_LARGE' | 'BAD_REQUEST'
}

/** What to say when a file field takes too many files, or one file is too large. */
export interface FileFieldWords {
  tooMany: string
  tooLarge: string
}

const badRequest = (message: string): MultipartRefusal => ({ statusCode: 400, message, code: 'BAD_REQUEST' })

/**
 * @fastify/multipart's and busboy's errors, as the web server and the API host both answer them;
 * undefined for any other error (a file's own refusal, a fault), which the caller keeps as it is.
 */
export function multipartRefusal(error: unknown, words: FileFieldWords): MultipartRefusal | undefined {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  switch (code) {
    case 'FST_FILES_LIMIT':
      return { statusCode: 400, message: words.tooMany, code: 'TOO_MANY_FILES' }
    case 'FST_REQ_FILE_TOO_LARGE':
      return { statusCode: 413, message: words.tooLarge, code: 'FILE_TOO_LARGE' }
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The form has more fields than this call accepts.')
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A form field sent as JSON is not valid JSON.')
    case 'FST_PROTO_VIOLATION':
      return badRequest('A form field has a name this call does not accept.')
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was cut off before it ended. Please try again.')
  }
  // busboy: a body that is not well-formed multipart (a missing boundary, a truncated part).
  if (message && /multipart|boundary|Unexpected end|terminated early/i.test(message)) {
    return badRequest('The upload is not a complete multipart form. Please try again.')
  }
  return undefined
}
