import t from 'tap'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { ApiError } from '#client/lib/api.ts'
import { sendBatch } from './mock-batch.ts'

const part = (mainCardNumber: number, bytes: number, sentAt?: number): KeptResponse => ({
  mainCardNumber,
  card: { mainCardNumber, cards: [] },
  blob: new Blob(['x'.repeat(bytes)], { type: 'audio/webm' }),
  mimeType: 'audio/webm',
  source: 'recording',
  name: 'recording.webm',
  durationSeconds: 3,
  collected: true,
  keptAt: 1,
  sentAt,
})

const DAMAGED = "This recording is incomplete or damaged and can't be played."

t.test('a part the server refuses does not hold back the others: each is taken or refused on its own', async (t) => {
  const tried: number[] = []
  const sent: number[] = []
  const outcome = await sendBatch(
    [part(3, 10), part(1, 10), part(2, 10)],
    async (item) => {
      tried.push(item.mainCardNumber)
      if (item.mainCardNumber === 2) throw new ApiError('HTTP_ERROR', DAMAGED, 415)
    },
    () => {},
    (item) => sent.push(item.mainCardNumber),
  )
  t.same(tried, [1, 2, 3], 'every part is tried, in part order')
  t.same(outcome.sent, [1, 3])
  t.same(sent, [1, 3], 'each part taken is reported as soon as it is')
  t.same([...outcome.refused], [[2, DAMAGED]], 'the refused part with the server’s reason')
  t.equal(outcome.stoppedBy, undefined)
})

t.test('a lost connection or a server down stops the batch: the rest is kept for a retry', async (t) => {
  for (const error of [new ApiError('FETCH_ERROR', 'Cannot reach the server.'), new ApiError('HTTP_ERROR', 'Request failed (502)', 502), new ApiError('HTTP_ERROR', 'Token expired', 401)]) {
    const tried: number[] = []
    const outcome = await sendBatch(
      [part(1, 10), part(2, 10), part(3, 10)],
      async (item) => {
        tried.push(item.mainCardNumber)
        if (item.mainCardNumber === 2) throw error
      },
      () => {},
      () => {},
    )
    t.same(tried, [1, 2], `${error.message}: part 3 is not tried`)
    t.same(outcome.sent, [1], 'part 1 is in')
    t.equal(outcome.stoppedBy, error)
  }
})

t.test('parts already sent are not sent again, and one progress figure covers the batch by size', async (t) => {
  const progress: number[] = []
  const tried: number[] = []
  await sendBatch(
    [part(1, 50, 123), part(2, 30), part(3, 10)],
    async (item, onProgress) => {
      tried.push(item.mainCardNumber)
      onProgress(50)
      onProgress(100)
    },
    (percent) => progress.push(percent),
    () => {},
  )
  t.same(tried, [2, 3], 'part 1 went in an earlier batch')
  t.same(progress, [37, 75, 87, 100])
})
