import t from 'tap'
import { Semaphore } from './semaphore.ts'

const tick = () => new Promise((resolve) => setImmediate(resolve))

t.test('runs at most `limit` jobs at once, the others in arrival order', async (t) => {
  const semaphore = new Semaphore(2)
  const started: number[] = []
  const finish: (() => void)[] = []
  const jobs = [0, 1, 2, 3].map((n) =>
    semaphore.run(async () => {
      started.push(n)
      await new Promise<void>((resolve) => (finish[n] = resolve))
      return n
    }),
  )
  await tick()
  t.same(started, [0, 1])
  t.equal(semaphore.running, 2)
  t.equal(semaphore.waiting, 2)
  finish[1]!()
  await tick()
  t.same(started, [0, 1, 2], 'the first in line goes next')
  finish[0]!()
  finish[2]!()
  await tick()
  finish[3]!()
  t.same(await Promise.all(jobs), [0, 1, 2, 3])
  t.equal(semaphore.running, 0)
  t.equal(semaphore.peak, 2)
})

t.test('a job that fails gives its place to the next', async (t) => {
  const semaphore = new Semaphore(1)
  const failing = semaphore.run(async () => {
    throw new Error('broken file')
  })
  const next = semaphore.run(async () => 'done')
  await t.rejects(failing, { message: 'broken file' })
  t.equal(await next, 'done')
  t.equal(semaphore.running, 0)
})

t.test('a limit below 1 is a programming error', async (t) => {
  t.throws(() => new Semaphore(0), RangeError)
})
