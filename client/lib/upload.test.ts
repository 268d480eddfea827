import t from 'tap'
import { UPLOAD_PROGRESS_CAP_PERCENT } from '#shared/constants.ts'
import { ApiError, SESSION_EXPIRED_EVENT } from './api.ts'
import { upload } from './upload.ts'

type Handler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null

/** Just enough of XMLHttpRequest to play a server: the test decides what happens after send(). */
class FakeXhr {
  static last: FakeXhr
  method = ''
  path = ''
  headers: Record<string, string> = {}
  body: unknown
  withCredentials = false
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null }
  onprogress: Handler = null
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, path: string) {
    this.method = method
    this.path = path
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
  }
  sent(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: string) {
    this.upload.onload?.({ lengthComputable: true, loaded: 1, total: 1 })
    this.status = status
    this.responseText = body
    this.onload?.()
  }
}

const globals = globalThis as unknown as Record<string, unknown>
globals.XMLHttpRequest = FakeXhr
globals.window = new EventTarget()

/** What a promise was rejected with (tap's rejects() matches only Error's own fields). */
const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)

t.test('a multipart upload goes as the FormData itself, with the anti-forgery token, and reports real progress', async (t) => {
  const form = new FormData()
  form.append('startTime', 'x')
  const progress: number[] = []
  const done = upload<{ ok: boolean }>('/api/up', { body: form, csrfToken: 'tok', headers: { 'idempotency-key': 'k' }, onProgress: (p) => progress.push(p) })
  const xhr = FakeXhr.last
  t.equal(xhr.method, 'POST')
  t.equal(xhr.path, '/api/up')
  t.equal(xhr.body, form, 'the browser writes the multipart boundary')
  t.same(xhr.headers, { accept: 'application/json', 'x-csrf-token': 'tok', 'idempotency-key': 'k' }, 'no content-type of our own')
  xhr.sent(25, 100)
  xhr.sent(20, 100)
  xhr.sent(100, 100)
  xhr.answer(201, '{"ok":true}')
  t.same(await done, { ok: true })
  const quarter = Math.floor(UPLOAD_PROGRESS_CAP_PERCENT / 4)
  t.same(progress, [0, quarter, UPLOAD_PROGRESS_CAP_PERCENT, 100], 'never backwards; 100 only once the server answered')
})

t.test('any other body goes as JSON', async (t) => {
  const done = upload('/api/json', { body: { writingAnswer: 'Dear Nurse' }, csrfToken: 'tok' })
  const xhr = FakeXhr.last
  t.equal(xhr.headers['content-type'], 'application/json')
  t.equal(xhr.body, '{"writingAnswer":"Dear Nurse"}')
  xhr.answer(204, '')
  t.equal(await done, null, 'an empty answer is null')
})

t.test('failures read as every API call reads them', async (t) => {
  const refused = upload('/api/x', { body: {}, csrfToken: 'tok' })
  FakeXhr.last.answer(415, '{"statusCode":415,"error":"Unsupported Media Type","code":"UNSUPPORTED_MEDIA_TYPE","message":"Please send a photo."}')
  await t.rejects(refused, new ApiError('HTTP_ERROR', 'Please send a photo.', 415, 'UNSUPPORTED_MEDIA_TYPE'))

  const garbled = upload('/api/x', { body: {}, csrfToken: 'tok' })
  FakeXhr.last.answer(200, '<html>')
  t.match(await rejection(garbled), { kind: 'PARSING_ERROR' })

  const offline = upload('/api/x', { body: {}, csrfToken: 'tok' })
  FakeXhr.last.onerror?.()
  t.match(await rejection(offline), { kind: 'FETCH_ERROR', message: /Cannot reach the server/ })

  let expired = 0
  const window = globals.window as EventTarget
  window.addEventListener(SESSION_EXPIRED_EVENT, () => expired++)
  const stale = upload('/api/x', { body: {}, csrfToken: 'tok' })
  FakeXhr.last.answer(401, '{"statusCode":401,"error":"Unauthorized","code":"TOKEN_EXPIRED","message":"Token expired"}')
  t.match(await rejection(stale), { status: 401, code: 'TOKEN_EXPIRED' })
  t.equal(expired, 1, 'an expired session is announced')
  const wrongPassword = upload('/api/x', { body: {}, csrfToken: 'tok' })
  FakeXhr.last.answer(401, '{"statusCode":401,"error":"Unauthorized","code":"INVALID_CREDENTIALS","message":"Token expired"}')
  t.match(await rejection(wrongPassword), { status: 401 })
  t.equal(expired, 1, 'by its code, not its words: another 401 ends no session')
})

t.test('a connection where nothing moves gives up; an abort cancels', async (t) => {
  const stuck = upload('/api/x', { body: {}, csrfToken: 'tok', idleTimeoutMs: 20 })
  const xhr = FakeXhr.last
  t.match(await rejection(stuck), { kind: 'TIMEOUT_ERROR' })
  t.ok(xhr.aborted)

  const controller = new AbortController()
  const cancelled = upload('/api/x', { body: {}, csrfToken: 'tok', signal: controller.signal })
  controller.abort()
  await t.rejects(cancelled, { name: 'AbortError' })
  t.ok(FakeXhr.last.aborted)
})
