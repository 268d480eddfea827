import { isErrorCode, SESSION_ENDED_CODES, type ErrorCode } from '#shared/errors/error-codes.ts'

/**
 * The one way screens talk to the API. In the browser it goes through the web server with the
 * session cookie; during server rendering the web server supplies an implementation with the token.
 */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR'

/**
 * A call that failed. `message` is for the student; screens decide by `code` (the server's stable
 * error code, null when the answer carried none or never came), never by the message.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly code: ErrorCode | null = null,
  ) {
    super(message)
  }
}

/** The answer's stable error code, if it is one of ours. */
export const errorCodeIn = (body: unknown): ErrorCode | null => {
  const code = (body as { code?: unknown } | null)?.code
  return isErrorCode(code) ? code : null
}

/** A failed call whose answer carried one of these codes: how screens tell one refusal from another. */
export const hasErrorCode = (error: unknown, ...codes: readonly ErrorCode[]): error is ApiError =>
  error instanceof ApiError && error.code !== null && codes.includes(error.code)

/** The session ended (its token died, or its cookie went: logged out in another tab). */
export const isSessionEnded = (error: unknown): boolean => hasErrorCode(error, ...SESSION_ENDED_CODES)

/**
 * The server already held what was sent (another tab or device sent it, or an earlier try whose
 * answer was lost on the way): it was received, nothing failed. Other 409s are refusals.
 */
export const isAlreadySubmitted = (error: unknown): boolean => hasErrorCode(error, 'ALREADY_SUBMITTED')

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  timeoutMs?: number
  /** Lets the request finish after the page is closed (the last autosave on leaving). */
  keepalive?: boolean
}
export type ApiFetch = <T>(path: string, request?: ApiRequest) => Promise<T>

export const SESSION_EXPIRED_EVENT = 'oet:session-expired'
const DEFAULT_TIMEOUT_MS = 30_000
let inFlight = 0

/** Marks the page busy while any request is under way (the spec's loading-indicator class). */
function trackLoading(delta: number) {
  inFlight += delta
  document.body.classList.toggle('loading-indicator', inFlight > 0)
}

export function browserApi(csrfToken: string): ApiFetch {
  return async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrfToken, ...request.headers }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    trackLoading(1)
    try {
      response = await fetch(path, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? null : JSON.stringify(request.body),
        credentials: 'same-origin',
        keepalive: request.keepalive ?? false,
        signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw timedOut
        ? new ApiError('TIMEOUT_ERROR', 'The server took too long to answer. Please try again.')
        : new ApiError('FETCH_ERROR', 'Cannot reach the server. Check your connection and try again.')
    } finally {
      trackLoading(-1)
    }
    return readAnswer<T>(response)
  }
}

export async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    throw new ApiError('PARSING_ERROR', 'The server sent an answer that could not be read.', response.status)
  }
  if (response.ok) return body as T
  const message = (body as { message?: string } | null)?.message ?? `Request failed (${response.status})`
  const error = new ApiError('HTTP_ERROR', message, response.status, errorCodeIn(body))
  // The session ended: every screen asks the student to log in again, and comes back here after (SPEC.md section 8).
  if (isSessionEnded(error)) window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT))
  throw error
}
