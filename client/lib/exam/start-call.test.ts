import t from 'tap'
import type { Attempt, StartAttemptBody } from '#shared/attempts/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { sendStart, takeStart } from '#client/lib/exam/start-call.ts'

/** An API that counts the start calls it is sent, answering each with a numbered attempt (or refusing). */
function countingApi(refuse = false) {
  const calls: unknown[] = []
  const api = (async (path: string, init?: { body?: unknown }) => {
    calls.push({ path, body: init?.body })
    if (refuse) throw new Error('offline')
    return { id: `attempt-${calls.length}` } as unknown as Attempt
  }) as ApiFetch
  return { api, calls }
}

t.test('a render done again, then the effect, share one start call; the next visit sends its own', async (t) => {
  const { api, calls } = countingApi()
  const body: StartAttemptBody = { testId: 'test-a', mode: 'practice' }
  sendStart(api, body)
  sendStart(api, { ...body })
  const taken = await takeStart(api, body)
  t.equal(calls.length, 1, 'one call for the renders and the effect')
  t.equal(taken.opened.id, 'attempt-1')
  t.ok(taken.receivedAt >= taken.sentAt, 'when it was sent and answered, for the clock offset')
  await takeStart(api, body)
  t.equal(calls.length, 2, 'a later visit, after the first was taken, asks again')
})

t.test('a different launch is its own call', async (t) => {
  const { api, calls } = countingApi()
  await takeStart(api, { testId: 'test-b', mode: 'practice' })
  await takeStart(api, { testId: 'test-b', mode: 'simulation' })
  t.equal(calls.length, 2)
})

t.test('a refused start is asked again by the next render', async (t) => {
  const refusing = countingApi(true)
  const body: StartAttemptBody = { testId: 'test-c', mode: 'practice' }
  await t.rejects(sendStart(refusing.api, body))
  const answering = countingApi()
  t.equal((await takeStart(answering.api, body)).opened.id, 'attempt-1', 'not the refused call again')
})
