import t from 'tap'
import pino from 'pino'
import { Writable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { loggerOptions, rememberAddress } from './log-options.ts'

/** A pino logger with the product's options, writing its lines into an array. */
function logger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)) })
  const options = loggerOptions('info') as pino.LoggerOptions
  return { lines, log: pino(options, stream) }
}

t.test('a request whose socket is gone is logged, not thrown', async (t) => {
  const { lines, log } = logger()
  // What undici leaves behind once it has released the socket: Fastify's request.ip then throws.
  const request = {
    method: 'POST',
    url: '/api/oet-listening-tests/t1/submit',
    host: 'localhost',
    raw: { socket: null },
    get ip(): string {
      throw new TypeError("Cannot read properties of null (reading 'remoteAddress')")
    },
  }
  t.doesNotThrow(() => log.info({ req: request }, 'submission answered'))
  t.match(lines, [{ msg: 'submission answered', req: { method: 'POST', url: '/api/oet-listening-tests/t1/submit', remoteAddress: undefined } }])
})

t.test("an address read while the socket was there is in the line written after it is gone", async (t) => {
  const { lines, log } = logger()
  const socket = { remoteAddress: '203.0.113.9' }
  const request = { method: 'POST', url: '/api/listening-tests/t1/submit', host: 'localhost', raw: { socket: socket as typeof socket | null }, ip: '203.0.113.9' }
  rememberAddress(request as unknown as FastifyRequest)
  request.raw.socket = null
  Object.defineProperty(request, 'ip', {
    get() {
      throw new TypeError("Cannot read properties of null (reading 'remoteAddress')")
    },
  })
  log.info({ req: request }, 'submission answered')
  t.match(lines, [{ req: { remoteAddress: '203.0.113.9' } }])
})

t.test('a serializer that throws costs its field, not the line', async (t) => {
  const { lines, log } = logger()
  const reply = {
    get statusCode(): number {
      throw new Error('gone')
    },
  }
  t.doesNotThrow(() => log.info({ res: reply }, 'request completed'))
  t.match(lines, [{ msg: 'request completed', res: { unserializable: 'res: gone' } }])
})

t.test("a failed query's values are not logged", async (t) => {
  const { lines, log } = logger()
  const failed = new Error('Failed query: update "attempts" set "answers" = $1\nparams: {"1":"my patient is allergic to penicillin"}')
  log.error({ err: failed }, 'request failed')
  const line = JSON.stringify(lines[0])
  t.notMatch(line, /penicillin/, 'the answer is not in the line')
  t.match(line, /update \\"attempts\\"/, 'the query that failed is')
})
