import { UPLOAD_PROGRESS_CAP_PERCENT } from '#shared/constants.ts'
import { ApiError, readAnswer } from './api.ts'

export interface UploadRequest {
  /** FormData goes as multipart/form-data (the browser writes the boundary); anything else as JSON. */
  body: FormData | object
  /** The page's anti-forgery token (boot data), sent as x-csrf-token like every API call. */
  csrfToken: string
  headers?: Record<string, string>
  /**
   * Real progress: 0 to UPLOAD_PROGRESS_CAP_PERCENT as the bytes leave the browser, then 100 once
   * the server has answered. The last stretch is the server's own work (normalising images,
   * re-encoding audio), which a byte count cannot show. Never goes backwards.
   */
  onProgress?(percent: number): void
  /** Gives up when nothing has moved for this long: a dead connection, not a slow one. */
  idleTimeoutMs?: number
  signal?: AbortSignal
}

export type UploadFetch = <T>(path: string, request: UploadRequest) => Promise<T>

/** Long enough for the server to re-encode a 20-minute recording after the last byte arrived. */
const DEFAULT_IDLE_TIMEOUT_MS = 120_000

/** The same words as client/lib/api.ts, so a failed upload reads like any failed call. */
const CANNOT_REACH = 'Cannot reach the server. Check your connection and try again.'
const TOO_SLOW = 'The server took too long to answer. Please try again.'

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData

/**
 * POST through XMLHttpRequest, the one browser API that reports upload progress (fetch does not).
 * Answers and errors are read exactly as client/lib/api.ts reads them: the body as JSON, an
 * ApiError of kind FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR or HTTP_ERROR (with the server's
 * message and status), and a 401 that ends the session raises the session-expired event.
 */
export const upload: UploadFetch = <T>(path: string, request: UploadRequest): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const idleMs = request.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS
    let shown = -1
    let idleTimer: ReturnType<typeof setTimeout> | undefined
    let settled = false

    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(idleTimer)
      request.signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const report = (percent: number) => {
      if (percent <= shown) return
      shown = percent
      request.onProgress?.(percent)
    }
    const stillMoving = () => {
      clearTimeout(idleTimer)
      idleTimer = setTimeout(() => {
        xhr.abort()
        finish(() => reject(new ApiError('TIMEOUT_ERROR', TOO_SLOW)))
      }, idleMs)
    }
    function onAbort() {
      xhr.abort()
      finish(() => reject(request.signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError')))
    }

    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('x-csrf-token', request.csrfToken)
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value)
    let body: FormData | string
    if (isFormData(request.body)) body = request.body
    else {
      xhr.setRequestHeader('content-type', 'application/json')
      body = JSON.stringify(request.body)
    }

    // Upload listeners must be attached before send(), or the browser may not report progress.
    xhr.upload.onprogress = (event) => {
      stillMoving()
      if (event.lengthComputable && event.total > 0) report(Math.floor((event.loaded / event.total) * UPLOAD_PROGRESS_CAP_PERCENT))
    }
    xhr.upload.onload = () => {
      stillMoving()
      report(UPLOAD_PROGRESS_CAP_PERCENT)
    }
    xhr.onprogress = stillMoving
    xhr.onerror = () => finish(() => reject(new ApiError('FETCH_ERROR', CANNOT_REACH)))
    xhr.onload = () => {
      const text = xhr.responseText
      // A status the Response constructor refuses (0, 1xx) can only come from a broken proxy.
      const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 502
      const response = new Response(text && status !== 204 && status !== 205 ? text : null, { status })
      finish(() => {
        if (response.ok) report(100)
        resolve(readAnswer<T>(response))
      })
    }

    if (request.signal?.aborted) {
      onAbort()
      return
    }
    request.signal?.addEventListener('abort', onAbort)
    stillMoving()
    report(0)
    xhr.send(body)
  })
