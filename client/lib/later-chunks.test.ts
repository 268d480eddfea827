import t from 'tap'
import FakeTimers from '@sinonjs/fake-timers'
import { fetchAhead, laterChunk, whenIdle } from '#client/lib/later-chunks.ts'

t.test('a later chunk is fetched once, however often it is asked for', async (t) => {
  let fetches = 0
  const load = laterChunk(async () => ++fetches)
  fetchAhead(load)
  t.equal(await load(), 1)
  t.equal(await load(), 1)
  t.equal(fetches, 1)
})

t.test('after a failed fetch the next call asks again; fetching ahead leaves the failure unthrown', async (t) => {
  let fetches = 0
  const load = laterChunk(async () => {
    fetches += 1
    if (fetches === 1) throw new Error('offline')
    return 'arrived'
  })
  fetchAhead(load)
  await new Promise((resolve) => setImmediate(resolve))
  t.equal(await load(), 'arrived')
  t.equal(fetches, 2)
})

t.test('an idle task runs later, unless it is cancelled first (where the browser cannot say when it is idle)', async (t) => {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] })
  t.teardown(() => clock.uninstall())
  const ran: string[] = []
  whenIdle(() => ran.push('kept'))
  const cancel = whenIdle(() => ran.push('cancelled'))
  cancel()
  t.same(ran, [], 'not at once')
  clock.runAll()
  t.same(ran, ['kept'])
})
