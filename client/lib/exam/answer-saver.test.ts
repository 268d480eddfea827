import t, { type Test } from 'tap'
import FakeTimers from '@sinonjs/fake-timers'
import { ApiError } from '#client/lib/api.ts'
import { AnswerSaver, type SaveState } from '#client/lib/exam/answer-saver.ts'

/** The saver's own delays, and how long the fake server takes to answer a save. */
const DELAY_MS = 1500
const RETRY_MS = 5000
const SAVE_MS = 200

/**
 * A saver on a fake clock that only this test moves (tick), so its timing is exact whatever the
 * machine is doing. The clock replaces setTimeout and clearTimeout for the test's length only.
 */
function harness(t: Test, fail: (call: number) => Error | null = () => null) {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] })
  t.teardown(() => clock.uninstall())
  const sent: Record<string, string>[] = []
  const states: SaveState[] = []
  const saver = new AnswerSaver({
    delayMs: DELAY_MS,
    retryMs: RETRY_MS,
    onState: (state) => states.push(state),
    save: async (answers) => {
      await new Promise((resolve) => setTimeout(resolve, SAVE_MS))
      const error = fail(sent.length)
      sent.push(answers)
      if (error) throw error
    },
  })
  return { saver, sent, states, tick: (ms: number) => clock.tickAsync(ms) }
}

t.test('a burst of typing is sent as one save of the latest answers, one delay after the first change', async (t) => {
  const { saver, sent, states, tick } = harness(t)
  saver.update({ '1': 'h' })
  await tick(DELAY_MS - 1)
  saver.update({ '1': 'he' })
  saver.update({ '1': 'heart' })
  t.same(sent, [], 'nothing is sent before the delay')
  await tick(1 + SAVE_MS)
  t.same(sent, [{ '1': 'heart' }])
  t.same(states, ['pending', 'saving', 'saved'])
})

t.test('typing without pause is still saved every delay (throttled, not debounced)', async (t) => {
  const { saver, sent, tick } = harness(t)
  for (let ms = 0; ms < 2 * (DELAY_MS + SAVE_MS); ms += 100) {
    saver.update({ '1': `typed at ${ms}` })
    await tick(100)
  }
  t.equal(sent.length, 2, 'a save after each delay while the typing went on')
})

t.test('a change made while a save is under way is sent after it, never lost', async (t) => {
  const { saver, sent, tick } = harness(t)
  saver.update({ '1': 'a' })
  await tick(DELAY_MS + SAVE_MS / 2)
  saver.update({ '1': 'a', '2': 'b' })
  await tick(SAVE_MS / 2)
  t.same(sent, [{ '1': 'a' }], 'the save under way carried what it was given')
  await tick(DELAY_MS + SAVE_MS)
  t.same(sent, [{ '1': 'a' }, { '1': 'a', '2': 'b' }])
})

t.test('a lost connection keeps the answers and retries until the server has them', async (t) => {
  const { saver, sent, states, tick } = harness(t, (call) => (call < 2 ? new ApiError('FETCH_ERROR', 'offline') : null))
  saver.update({ '3': 'insulin' })
  await tick(DELAY_MS + SAVE_MS)
  t.equal(states.at(-1), 'offline', 'the first failure shows offline')
  await tick(RETRY_MS - 1)
  t.equal(sent.length, 1, 'no retry before the retry delay')
  await tick(1 + SAVE_MS + RETRY_MS + SAVE_MS)
  t.equal(sent.length, 3, 'two failures, then the save that worked')
  t.same(sent.at(-1), { '3': 'insulin' })
  t.equal(states.at(-1), 'saved')
})

t.test('a closed attempt stops the saving', async (t) => {
  const { saver, sent, states, tick } = harness(t, () => new ApiError('HTTP_ERROR', 'This attempt has already been submitted.', 409))
  saver.update({ '1': 'a' })
  await tick(DELAY_MS + SAVE_MS)
  saver.update({ '1': 'b' })
  await tick(10 * (DELAY_MS + RETRY_MS))
  t.equal(sent.length, 1)
  t.equal(states.at(-1), 'closed')
})

t.test('flush sends what is unsaved at once', async (t) => {
  const { saver, sent, tick } = harness(t)
  saver.update({ '9': 'x' })
  const flushed = saver.flush()
  await tick(SAVE_MS)
  t.equal(await flushed, true)
  t.same(sent, [{ '9': 'x' }])
  saver.dispose()
})

t.test('nothing is saved while a submit holds the saver; a failed submit releases what was held', async (t) => {
  const { saver, sent, tick } = harness(t)
  saver.update({ '1': 'a' })
  saver.hold()
  saver.update({ '1': 'ab' })
  await tick(10 * DELAY_MS)
  t.same(sent, [], 'no save beside the submit')
  saver.release()
  await tick(DELAY_MS + SAVE_MS)
  t.same(sent, [{ '1': 'ab' }])
  saver.dispose()
})
