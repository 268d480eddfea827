import t, { type Test } from 'tap'
import FakeTimers from '@sinonjs/fake-timers'
import { ApiError } from '#client/lib/api.ts'
import { AnswerSaver, type AnswerChanges, type SaveState } from '#client/lib/exam/answer-saver.ts'

/** The saver's own delays, and how long the fake server takes to answer a save. */
const DELAY_MS = 1500
const RETRY_MS = 5000
const SYNC_MS = 15_000
const SAVE_MS = 200

/**
 * A saver on a fake clock that only this test moves (tick), so its timing is exact whatever the
 * machine is doing. The clock replaces setTimeout and clearTimeout for the test's length only.
 * `sent` holds each save's answers (text only); a save of nothing is a sync, counted apart.
 */
function harness(t: Test, fail: (call: number) => Error | null = () => null) {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] })
  t.teardown(() => clock.uninstall())
  const sent: Record<string, string>[] = []
  const typedAt: Record<string, number>[] = []
  const states: SaveState[] = []
  let calls = 0
  let syncs = 0
  const saver = new AnswerSaver({
    delayMs: DELAY_MS,
    retryMs: RETRY_MS,
    syncMs: SYNC_MS,
    onState: (state) => states.push(state),
    save: async (changes: AnswerChanges) => {
      await new Promise((resolve) => setTimeout(resolve, SAVE_MS))
      const error = fail(calls++)
      const entries = Object.entries(changes)
      if (entries.length === 0) syncs++
      else {
        sent.push(Object.fromEntries(entries.map(([id, change]) => [id, change.value])))
        typedAt.push(Object.fromEntries(entries.map(([id, change]) => [id, change.typedAt])))
      }
      if (error) throw error
    },
  })
  let typed = 0
  /** The student types `value` as the answer to `id` (each at a later moment than the last). */
  const type = (id: string, value: string) => saver.update(id, { value, typedAt: ++typed })
  return { saver, type, sent, typedAt, states, syncs: () => syncs, tick: (ms: number) => clock.tickAsync(ms) }
}

t.test('a burst of typing is sent as one save of the latest answers, one delay after the first change', async (t) => {
  const { type, sent, states, tick } = harness(t)
  type('1', 'h')
  await tick(DELAY_MS - 1)
  type('1', 'he')
  type('1', 'heart')
  t.same(sent, [], 'nothing is sent before the delay')
  await tick(1 + SAVE_MS)
  t.same(sent, [{ '1': 'heart' }])
  t.same(states, ['pending', 'saving', 'saved'])
})

t.test('typing without pause is still saved every delay (throttled, not debounced)', async (t) => {
  const { type, sent, tick } = harness(t)
  for (let ms = 0; ms < 2 * (DELAY_MS + SAVE_MS); ms += 100) {
    type('1', `typed at ${ms}`)
    await tick(100)
  }
  t.equal(sent.length, 2, 'a save after each delay while the typing went on')
})

t.test('a change made while a save is under way is sent after it, never lost; only changes are sent', async (t) => {
  const { type, sent, tick } = harness(t)
  type('1', 'a')
  await tick(DELAY_MS + SAVE_MS / 2)
  type('2', 'b')
  await tick(SAVE_MS / 2)
  t.same(sent, [{ '1': 'a' }], 'the save under way carried what it was given')
  await tick(DELAY_MS + SAVE_MS)
  t.same(sent, [{ '1': 'a' }, { '2': 'b' }], 'the next save carries the new answer alone: the server merges')
})

t.test('a lost connection keeps the answers and retries until the server has them', async (t) => {
  const { type, sent, states, tick } = harness(t, (call) => (call < 2 ? new ApiError('FETCH_ERROR', 'offline') : null))
  type('3', 'insulin')
  await tick(DELAY_MS + SAVE_MS)
  t.equal(states.at(-1), 'offline', 'the first failure shows offline')
  await tick(RETRY_MS - 1)
  t.equal(sent.length, 1, 'no retry before the retry delay')
  await tick(1 + SAVE_MS + RETRY_MS + SAVE_MS)
  t.equal(sent.length, 3, 'two failures, then the save that worked')
  t.same(sent.at(-1), { '3': 'insulin' })
  t.equal(states.at(-1), 'saved')
})

t.test('an ended session says so, keeps the answers and sends them once the student is back', async (t) => {
  const { type, sent, states, tick } = harness(t, (call) => (call < 1 ? new ApiError('HTTP_ERROR', 'Token expired', 401, 'TOKEN_EXPIRED') : null))
  type('3', 'insulin')
  await tick(DELAY_MS + SAVE_MS)
  t.equal(states.at(-1), 'signedOut', 'signed out, not offline: the connection is fine')
  type('4', 'daily')
  t.equal(states.at(-1), 'signedOut', 'typing on does not hide it')
  await tick(RETRY_MS + SAVE_MS)
  t.same(sent.at(-1), { '3': 'insulin', '4': 'daily' }, 'logged in again: both are sent')
  t.equal(states.at(-1), 'saved')
})

t.test('a closed attempt stops the saving', async (t) => {
  const { type, sent, states, syncs, tick } = harness(t, () => new ApiError('HTTP_ERROR', 'This attempt has already been submitted.', 409, 'ALREADY_SUBMITTED'))
  type('1', 'a')
  await tick(DELAY_MS + SAVE_MS)
  type('1', 'b')
  await tick(10 * (DELAY_MS + RETRY_MS + SYNC_MS))
  t.equal(sent.length, 1)
  t.equal(syncs(), 0, 'no sync of a closed attempt either')
  t.equal(states.at(-1), 'closed')
})

t.test('an attempt whose time is up stops the saving too', async (t) => {
  const { type, sent, states, tick } = harness(t, () => new ApiError('HTTP_ERROR', 'Time is up for this attempt.', 409, 'TIME_UP'))
  type('1', 'a')
  await tick(DELAY_MS + SAVE_MS)
  t.equal(sent.length, 1)
  t.equal(states.at(-1), 'closed')
})

t.test('flush sends what is unsaved at once', async (t) => {
  const { saver, type, sent, tick } = harness(t)
  type('9', 'x')
  const flushed = saver.flush()
  await tick(SAVE_MS)
  t.equal(await flushed, true)
  t.same(sent, [{ '9': 'x' }])
  saver.dispose()
})

t.test('nothing is saved while a submit holds the saver; a failed submit releases what was held', async (t) => {
  const { saver, type, sent, syncs, tick } = harness(t)
  type('1', 'a')
  saver.hold()
  type('1', 'ab')
  await tick(2 * SYNC_MS)
  t.same(sent, [], 'no save beside the submit')
  t.equal(syncs(), 0, 'nor a sync')
  saver.release()
  await tick(DELAY_MS + SAVE_MS)
  t.same(sent, [{ '1': 'ab' }])
  saver.dispose()
})

t.test('a save that failed is sent again with its own typing time, unless a newer answer replaced it', async (t) => {
  const { type, sent, typedAt, tick } = harness(t, (call) => (call === 0 ? new ApiError('FETCH_ERROR', 'offline') : null))
  type('1', 'old')
  type('2', 'kept')
  await tick(DELAY_MS + SAVE_MS / 2)
  type('1', 'newer')
  await tick(SAVE_MS / 2 + RETRY_MS + SAVE_MS)
  t.same(sent.at(-1), { '1': 'newer', '2': 'kept' })
  t.same(typedAt.at(-1), { '1': 3, '2': 2 }, 'each answer keeps the moment it was typed, not the moment it was sent')
})

t.test('an idle saver syncs every sync interval, and at once when asked; typing puts the sync off', async (t) => {
  const { saver, type, sent, syncs, tick } = harness(t)
  saver.sync()
  await tick(SAVE_MS)
  t.equal(syncs(), 1, 'a sync at once')
  await tick(SYNC_MS - 1)
  t.equal(syncs(), 1)
  await tick(1 + SAVE_MS)
  t.equal(syncs(), 2, 'and one a sync interval later')
  await tick(SYNC_MS - 1000)
  type('1', 'a')
  await tick(DELAY_MS + SAVE_MS)
  t.same(sent, [{ '1': 'a' }])
  t.equal(syncs(), 2, 'the save told this device what the sync would have')
  await tick(SYNC_MS + SAVE_MS)
  t.equal(syncs(), 3, 'the next sync comes a sync interval after the save')
  saver.dispose()
  await tick(3 * SYNC_MS)
  t.equal(syncs(), 3, 'none after dispose')
})

t.test('flush with sync asks the server even when nothing is unsaved', async (t) => {
  const { saver, syncs, tick } = harness(t)
  const flushed = saver.flush(false, true)
  await tick(SAVE_MS)
  t.equal(await flushed, true)
  t.equal(syncs(), 1)
  saver.dispose()
})
