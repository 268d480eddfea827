import { Readable } from 'node:stream'
import { ReadableStream } from 'node:stream/web'
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { GATHER_MS, pageBody } from './page-body.ts'

const encode = (text: string) => new TextEncoder().encode(text)

/** A page's stream: its parts, each after the wait before it. */
function renderedPage(parts: [waitMs: number, text: string][], onCancel: () => void = () => {}) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [waitMs, text] of parts) {
        if (waitMs > 0) await sleep(waitMs)
        controller.enqueue(encode(text))
      }
      controller.close()
    },
    cancel: onCancel,
  })
}

async function* timed(body: Readable) {
  const started = Date.now()
  for await (const chunk of body) yield { at: Date.now() - started, text: String(chunk) }
}

t.test('a page rendered at once is sent in one piece', async (t) => {
  const body = await pageBody(renderedPage([[0, '<html>'], [0, '<body>'], [1, 'text'], [0, '</body></html>']]))
  t.ok(Buffer.isBuffer(body))
  t.equal(String(body), '<html><body>text</body></html>')
})

t.test('a page still rendering after the wait sends what it has, then streams the rest', async (t) => {
  const body = await pageBody(renderedPage([[0, '<html><body>'], [0, 'shell'], [GATHER_MS * 4, 'late part'], [0, '</body></html>']]))
  t.ok(body instanceof Readable, 'a stream, not a wait for the whole page')
  const pieces = []
  for await (const piece of timed(body as Readable)) pieces.push(piece)
  t.equal(pieces[0]!.text, '<html><body>shell', 'what was rendered comes first, in one piece')
  t.ok(pieces[0]!.at < GATHER_MS * 2, 'and before the late part is ready')
  t.equal(pieces.map((piece) => piece.text).join(''), '<html><body>shelllate part</body></html>', 'nothing lost, in order')
})

t.test('a visitor who leaves mid-stream ends the render', async (t) => {
  let cancelled = false
  const body = (await pageBody(renderedPage([[0, 'shell'], [GATHER_MS * 4, 'late']], () => void (cancelled = true)))) as Readable
  for await (const chunk of body) {
    t.equal(String(chunk), 'shell')
    break
  }
  await sleep(10)
  t.ok(cancelled, 'the page stream is cancelled')
})
