/**
 * The upload routes' tests: the real API host (sample content loaded) and a web server that logs
 * to memory, so a test can read the submission log line as an operator would. Uploads are
 * normalised in a temporary folder of the test's own, so it can see that nothing is left there.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import { mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import webApp, { webServerOptions } from '#web/app.ts'
import { loadWebConfig } from '#web/config.ts'
import { startProduct } from '#test/product.ts'
import { CSRF, ORIGIN, registerSession, type Session } from './helper.ts'

interface TestLike {
  testdir(): string
  teardown(fn: () => unknown): void
}

export interface LogLine {
  reqId?: string
  msg?: string
  submission?: Record<string, unknown>
  [key: string]: unknown
}

export interface UploadProduct {
  web: FastifyInstance
  /** The test's own folder, for the files it makes. */
  dir: string
  session: Session
  /** Every line the web server has logged, raw and parsed. */
  log: { raw: string[]; lines: LogLine[] }
  /** The submission log lines so far. */
  submissions(): Record<string, unknown>[]
  /** The media services' temporary folders still in the test's temporary folder. */
  leftovers(): Promise<string[]>
  /** The id of the first sample test of this kind. */
  testId(kind: 'oet-writing' | 'oet-speaking' | 'mock'): Promise<string>
  /** Headers of a browser with this session on this site. */
  headers(more?: Record<string, string>): Record<string, string>
  /** POSTs a multipart form as a browser does. */
  postForm(url: string, form: FormData, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  /** GETs a call as this student, through the web server. */
  get(url: string): Promise<LightMyRequestResponse>
  /** A second student, registered now, making the same calls (one letter of a test waits per student). */
  anotherStudent(): Promise<StudentCalls>
  /** Moves the API host's clock on, as time passing would (a writing attempt's 5-minute reading time). */
  advanceClock(minutes: number): void
}

/** The calls a student makes through the web server. */
export type StudentCalls = Pick<UploadProduct, 'headers' | 'postForm' | 'get'>

function studentCalls(web: FastifyInstance, session: Session): StudentCalls {
  const headers = (more: Record<string, string> = {}) => ({ cookie: session.cookie, 'x-csrf-token': CSRF, origin: ORIGIN, accept: 'application/json', ...more })
  return {
    headers,
    get: (url) => web.inject({ method: 'GET', url, headers: { cookie: session.cookie } }),
    async postForm(url, form, more = {}) {
      const body = new Response(form)
      const payload = Buffer.from(await body.arrayBuffer())
      return web.inject({ method: 'POST', url, headers: headers({ 'content-type': body.headers.get('content-type')!, ...more }), payload })
    },
  }
}

const LIST_PATHS = { 'oet-writing': '/api/oet-writing-tests', 'oet-speaking': '/api/oet-speaking-tests', mock: '/api/mock-tests' } as const

export async function uploadProduct(t: TestLike): Promise<UploadProduct> {
  // t.testdir() makes the folder anew on each call: the tests use `dir` instead.
  const dir = t.testdir()
  const tmp = join(dir, 'tmp')
  await mkdir(tmp, { recursive: true })
  // The media services make their folders in os.tmpdir(), which reads TMPDIR on each call.
  process.env.TMPDIR = tmp

  // The product's default settings; its clock is one the test moves past a reading time instead of waiting.
  let offsetMs = 0
  const { apiUrl } = await startProduct(t, { sampleContent: true, now: () => new Date(Date.now() + offsetMs) })
  const log = { raw: [] as string[], lines: [] as LogLine[] }
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        log.raw.push(line)
        log.lines.push(JSON.parse(line) as LogLine)
      }
      done()
    },
  })
  const config = loadWebConfig({ API_URL: apiUrl, PUBLIC_URL: ORIGIN })
  const web = Fastify(webServerOptions(config, stream))
  await web.register(webApp, { config })
  await web.ready()
  t.teardown(() => web.close())
  const session = await registerSession(web)

  const { headers, get, postForm } = studentCalls(web, session)

  return {
    web,
    dir,
    session,
    log,
    submissions: () => log.lines.filter((line) => line.msg === 'submission').map((line) => ({ reqId: line.reqId, ...line.submission })),
    leftovers: async () => (await readdir(tmp)).filter((name) => name.startsWith('oet-media-')),
    async testId(kind) {
      const res = await get(LIST_PATHS[kind])
      const [first] = res.json<{ id: string }[]>()
      if (!first) throw new Error(`no sample ${kind} test`)
      return first.id
    },
    headers,
    postForm,
    get,
    anotherStudent: async () => studentCalls(web, await registerSession(web)),
    advanceClock(minutes) {
      offsetMs += minutes * 60_000
    },
  }
}

/** The form a browser sends: fields, then files. */
export function formOf(fields: Record<string, string>, files: { name: string; bytes: Buffer; fileName: string; type: string }[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append(file.name, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.fileName)
  return form
}
