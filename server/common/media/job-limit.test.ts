import t from 'tap'
import { jobLimit } from './job-limit.ts'

const tick = () => new Promise((resolve) => setImmediate(resolve))

t.test('runs at most `limit` jobs at once, the others in arrival order', async (t) => {
  const jobs = jobLimit(2)
  const started: number[] = []
  const finish: (() => void)[] = []
  const results = [0, 1, 2, 3].map((n) =>
    jobs.run(async () => {
      started.push(n)
      await new Promise<void>((resolve) => (finish[n] = resolve))
      return n
    }),
  )
  await tick()
  t.same(started, [0, 1])
  t.equal(jobs.running, 2)
  t.equal(jobs.waiting, 2)
  finish[1]!()
  await tick()
  t.same(started, [0, 1, 2], 'the first in line goes next')
  finish[0]!()
  finish[2]!()
  await tick()
  finish[3]!()
  t.same(await Promise.all(results), [0, 1, 2, 3])
  t.equal(jobs.running, 0)
  t.equal(jobs.peak, 2)
})

t.test('a job that fails gives its place to the next', async (t) => {
  const jobs = jobLimit(1)
  const failing = jobs.run(async () => {
    throw new Error('broken file')
  })
  const next = jobs.run(async () => 'done')
  await t.rejects(failing, { message: 'broken file' })
  t.equal(await next, 'done')
  t.equal(jobs.running, 0)
})

t.test('a limit below 1 is a programming error', async (t) => {
  t.throws(() => jobLimit(0), TypeError)
})
