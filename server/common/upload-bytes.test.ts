import t from 'tap'
import { limitBytes, readHead } from './upload-bytes.ts'

const chunks = (...sizes: number[]) => {
  let ended = false
  const source = (async function* () {
    try {
      for (const size of sizes) yield Buffer.alloc(size, 1)
    } finally {
      ended = true
    }
  })()
  return { source, ended: () => ended }
}
const tooLarge = () => new Error('too large')
const collect = async (stream: AsyncIterable<Buffer>) => {
  let total = 0
  for await (const chunk of stream) total += chunk.length
  return total
}

t.test('the head is read across chunks; a short stream ends inside it', async (t) => {
  const long = chunks(3, 3, 3, 3)
  const head = await readHead(long.source, 5, 100, tooLarge)
  t.same([head.head.length, head.ended], [6, false])
  t.equal(await collect(limitBytes({ head: head.head, rest: long.source, maxBytes: 100, tooLarge })), 12, 'head and rest, each byte once')
  const short = chunks(2)
  t.same(await readHead(short.source, 5, 100, tooLarge).then(({ head, ended }) => [head.length, ended]), [2, true])
})

t.test('refused as soon as the total passes the limit, and the source is ended', async (t) => {
  await t.rejects(readHead(chunks(4, 4).source, 10, 6, tooLarge), { message: 'too large' }, 'already in the head')
  const stream = chunks(4, 4, 4)
  const head = await readHead(stream.source, 1, 10, tooLarge)
  await t.rejects(collect(limitBytes({ head: head.head, rest: stream.source, maxBytes: 10, tooLarge })), { message: 'too large' })
  t.ok(stream.ended(), 'the rest is not read on')
  t.equal(await collect(limitBytes({ rest: chunks(5, 5).source, maxBytes: 10, tooLarge })), 10, 'exactly the limit passes')
})
