import Fastify from 'fastify'
import multipart from '@fastify/multipart'
import t, { type Test } from 'tap'
import { readMultipartForm, type FileField, type MultipartHost } from './multipart-form.ts'

class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

/** A take like the API host's: reads the first bytes, refuses a file starting with "bad" (leaving its rest unread), else keeps its length. */
const take: FileField<number>['take'] = async ({ file }) => {
  let length = 0
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    if (length === 0 && chunk.subarray(0, 3).toString() === 'bad') throw new Refusal(415, 'Not a file we take.')
    length += chunk.length
  }
  return length
}

const field = (extra: Partial<FileField<number>> = {}): FileField<number> => ({ maxFiles: 2, tooMany: 'Two files at most.', maxBytes: 1024 * 1024, tooLarge: 'Too large.', take, ...extra })

async function world(t: Test, file: FileField<number>) {
  const discarded: number[] = []
  const host: MultipartHost<number> = {
    refusal: (statusCode, message) => new Refusal(statusCode, message),
    isRefusal: (error) => error instanceof Refusal,
    discard: async (taken) => void discarded.push(...taken),
  }
  const app = Fastify()
  await app.register(multipart)
  app.post('/form', async (request) => readMultipartForm(request, { files: { file }, fields: ['note'], fieldMaxBytes: 1024 }, host))
  t.teardown(() => app.close())
  const post = (parts: [string, string | Blob][]) => {
    const form = new FormData()
    for (const [name, value] of parts) form.append(name, value)
    const request = new Request('http://form.test', { method: 'POST', body: form })
    return request.arrayBuffer().then((body) =>
      app.inject({ method: 'POST', url: '/form', headers: { 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(body) }),
    )
  }
  return { post, discarded }
}

const blob = (text: string, size = text.length) => new Blob([text.padEnd(size, '.')])

t.test('files are taken in the order sent, with the text fields', async (t) => {
  const { post } = await world(t, field())
  const res = await post([['note', 'hi'], ['file', blob('one', 10)], ['file', blob('two', 200_000)]])
  t.same(res.json(), { fields: { note: 'hi' }, files: { file: [10, 200_000] } })
})

t.test('a file refused with its rest unread does not stop the form: the next file settles, is discarded, and the refusal is answered', async (t) => {
  const { post, discarded } = await world(t, field())
  const res = await post([['file', blob('bad', 300_000)], ['file', blob('two', 20)]])
  t.equal(res.statusCode, 415)
  t.equal(res.json<{ message: string }>().message, 'Not a file we take.')
  t.ok(discarded.every((length) => length === 20), 'only a file taken is discarded')
})

t.test('a refusal kept in place lets the form go on', async (t) => {
  const { post } = await world(t, field({ inPlace: () => -1 }))
  const res = await post([['file', blob('bad', 300_000)], ['file', blob('two', 20)]])
  t.same(res.json(), { fields: {}, files: { file: [-1, 20] } })
})

t.test("the form's own refusals, in the host's words", async (t) => {
  const { post } = await world(t, field())
  const cases: [parts: [string, string | Blob][], status: number, message: string][] = [
    [[['other', blob('x')]], 400, 'Files must be sent as parts named "file"; got "other".'],
    [[['file', blob('a')], ['file', blob('b')], ['file', blob('c')]], 400, 'Two files at most.'],
    [[['score', '1']], 400, 'body: score is not a field this call accepts.'],
    [[['note', 'a'], ['note', 'b']], 400, 'body.note is given twice.'],
    [[['note', 'x'.repeat(2000)]], 400, 'body.note is too long: at most 1 KB.'],
    [[['file', blob('big', 1024 * 1024 + 10)]], 413, 'Too large.'],
  ]
  for (const [parts, status, message] of cases) {
    const res = await post(parts)
    t.equal(res.statusCode, status, message)
    t.equal(res.json<{ message: string }>().message, message)
  }
})
