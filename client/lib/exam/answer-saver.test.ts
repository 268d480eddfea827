import t from 'tap'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiError } from '#client/lib/api.ts'
import { AnswerSaver, type SaveState } from '#client/lib/exam/answer-saver.ts'

function harness(fail: (call: number) => Error | null = () => null) {
  const sent: Record<string, string>[] = []
  const states: SaveState[] = []
  const saver = new AnswerSaver({
    delayMs: 20,
    retryMs: 30,
    onState: (state) => states.push(state),
    save: async (answers) => {
      await sleep(5)
      const error = fail(sent.length)
      sent.push(answers)
      if (error) throw error
    },
  })
  return { saver, sent, states }
}

t.test('a burst of typing is sent as one save of the latest answers', async (t) => {
  const { saver, sent, states } = harness()
  saver.update({ '1': 'h' })
  saver.update({ '1': 'he' })
  saver.update({ '1': 'heart' })
  await sleep(60)
  t.same(sent, [{ '1': 'heart' }])
  t.same(states, ['pending', 'saving', 'saved'])
})

t.test('a change made while a save is under way is sent after it, never lost', async (t) => {
  const { saver, sent } = harness()
  saver.update({ '1': 'a' })
  await sleep(22)
  saver.update({ '1': 'a', '2': 'b' })
  await sleep(80)
  t.same(sent.at(-1), { '1': 'a', '2': 'b' })
})

t.test('a lost connection keeps the answers and retries until the server has them', async (t) => {
  const { saver, sent, states } = harness((call) => (call < 2 ? new ApiError('FETCH_ERROR', 'offline') : null))
  saver.update({ '3': 'insulin' })
  await sleep(150)
  t.equal(sent.length, 3, 'two failures, then the save that worked')
  t.same(sent.at(-1), { '3': 'insulin' })
  t.ok(states.includes('offline'))
  t.equal(states.at(-1), 'saved')
})

t.test('a closed attempt stops the saving', async (t) => {
  const { saver, sent, states } = harness(() => new ApiError('HTTP_ERROR', 'This attempt has already been submitted.', 409))
  saver.update({ '1': 'a' })
  await sleep(60)
  saver.update({ '1': 'b' })
  await sleep(60)
  t.equal(sent.length, 1)
  t.equal(states.at(-1), 'closed')
})

t.test('flush sends what is unsaved at once', async (t) => {
  const { saver, sent } = harness()
  saver.update({ '9': 'x' })
  t.equal(await saver.flush(), true)
  t.same(sent, [{ '9': 'x' }])
  saver.dispose()
})

t.test('nothing is saved while a submit holds the saver; a failed submit releases what was held', async (t) => {
  const { saver, sent } = harness()
  saver.update({ '1': 'a' })
  saver.hold()
  saver.update({ '1': 'ab' })
  await sleep(60)
  t.same(sent, [], 'no save beside the submit')
  saver.release()
  await sleep(60)
  t.same(sent, [{ '1': 'ab' }])
  saver.dispose()
})
