import t, { type Test } from 'tap'
import FakeTimers from '@sinonjs/fake-timers'
import { ApiError } from '#client/lib/api.ts'
import { PartClocks } from '#client/lib/exam/part-clocks.ts'

const RETRY_MS = 5000
const NOW = 1_000_000

/** Part clocks on a fake clock, with a fake server that keeps the first start it is told of. */
function harness(t: Test, options: { initial?: Record<string, number>; server?: Record<string, number>; fail?: (call: number) => Error | null } = {}) {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'Date'], now: NOW })
  t.teardown(() => clock.uninstall())
  const server: Record<string, number> = { ...options.server }
  const asked: string[] = []
  const changes: Record<string, number>[] = []
  const clocks = new PartClocks({
    initial: options.initial ?? {},
    now: () => Date.now(),
    retryMs: RETRY_MS,
    record: async (part) => {
      const error = options.fail?.(asked.length)
      asked.push(part)
      if (error) throw error
      return (server[part] ??= Date.now())
    },
    onChange: (starts) => changes.push(starts),
  })
  t.teardown(() => clocks.dispose())
  return { clocks, server, asked, changes, tick: (ms: number) => clock.tickAsync(ms) }
}

t.test('a part starts at once on this device and is recorded on the server', async (t) => {
  const { clocks, server, asked, changes, tick } = harness(t)
  t.equal(clocks.startOf('partA'), NOW)
  await tick(0)
  t.same(asked, ['partA'])
  t.same(server, { partA: NOW })
  t.same(changes, [{ partA: NOW }], 'heard once, after the call that started it')
  await tick(60_000)
  t.equal(clocks.startOf('partA'), NOW, 'a later call keeps the first start')
  t.same(asked, ['partA'], 'and asks nothing more')
})

t.test('the server’s earlier record wins over this device’s start (another device began the part)', async (t) => {
  const { clocks, changes, tick } = harness(t, { server: { partA: NOW - 120_000 } })
  t.equal(clocks.startOf('partA'), NOW, 'a guess until the server answers')
  await tick(0)
  t.same(changes.at(-1), { partA: NOW - 120_000 })
  t.equal(clocks.startOf('partA'), NOW - 120_000, 'two minutes already gone, as on the other device')
})

t.test('offline, the start is asked again until the server has it', async (t) => {
  const offline = new ApiError('FETCH_ERROR', 'offline')
  const { clocks, asked, tick } = harness(t, { fail: (call) => (call < 2 ? offline : null) })
  clocks.startOf('partsBC')
  await tick(0)
  t.equal(asked.length, 1)
  await tick(RETRY_MS)
  t.equal(asked.length, 2)
  await tick(RETRY_MS)
  t.equal(asked.length, 3, 'the third try reached the server')
  await tick(10 * RETRY_MS)
  t.equal(asked.length, 3)
})

t.test('a refusal is final: a closed attempt is not asked again', async (t) => {
  const { clocks, asked, tick } = harness(t, { fail: () => new ApiError('HTTP_ERROR', 'This attempt has already been submitted.', 409, 'ALREADY_SUBMITTED') })
  clocks.startOf('partA')
  await tick(10 * RETRY_MS)
  t.equal(asked.length, 1)
})

t.test('starts kept in this browser that the server lacks are confirmed', async (t) => {
  const { clocks, asked, tick } = harness(t, { initial: { partA: NOW - 5000 } })
  clocks.confirmAll(['partA'])
  await tick(0)
  t.same(asked, ['partA'])
  t.equal(clocks.startOf('partA'), NOW, 'the server records its own moment: its clock is the one that counts')
})

t.test('without a sitting on the server (it could not be reached), parts start on this page alone', async (t) => {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'Date'], now: NOW })
  t.teardown(() => clock.uninstall())
  const changes: Record<string, number>[] = []
  const clocks = new PartClocks({ initial: {}, now: () => Date.now(), onChange: (starts) => changes.push(starts) })
  t.teardown(() => clocks.dispose())
  t.equal(clocks.startOf('preparation-1'), NOW)
  await clock.tickAsync(60_000)
  t.same(changes, [{ 'preparation-1': NOW }], 'the start is shown, and nothing is asked of a server')
  t.equal(clocks.startOf('preparation-1'), NOW, 'and kept')
})
