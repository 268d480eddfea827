import t, { type Test } from 'tap'
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { Redis } from 'ioredis'
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from '#api/modules/auth/failure-counter.ts'
import {
  createLoginThrottle,
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ADDRESS,
  LONGEST_WAIT_MS,
  waitMs,
  type LoginThrottle,
} from '#api/modules/auth/login-throttle.ts'
import { HttpError } from '#api/errors.ts'
import { freePort } from '#test/free-port.ts'
import { HTTP_BACKEND, buildTestApi, newStudent } from '#test/helper.ts'

// The login throttle slows a guesser (a wait that doubles, per address and per account) and never
// locks the owner out (decision 0030). Run on the in-memory counter and on a real Redis, as
// REDIS_URL gives it, each on a clock the test moves: no test waits for real time.

/** The attempt's refusal, or undefined when it may go on to the password check. */
async function refusal(promise: Promise<unknown>): Promise<HttpError | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
}

const retryAfter = (error: HttpError | undefined) => Number(error?.headers['retry-after'])

t.test('the wait doubles from 1 second to at most 5 minutes', async (t) => {
  t.same([0, 1, 2, 3, 8].map(waitMs), [1000, 2000, 4000, 8000, 256_000])
  t.equal(waitMs(9), LONGEST_WAIT_MS)
  t.equal(waitMs(60), LONGEST_WAIT_MS, 'never longer, however many guesses')
})


/**
 * What an attempt that does not stay counted gives back, on either counter: only what it counted
 * and claimed itself. `advance` moves the counter's clock.
 */
function takingBack(t: Test, throttle: LoginThrottle, advance: (ms: number) => void, net: string) {
  const fill = async (t: Test, ip: string, count: number, prefix: string) => {
    for (let i = 0; i < count; i += 1) t.notOk(await refusal(throttle.attempt(ip, `${prefix}${i}@example.test`)), `${prefix} ${i + 1} goes on`)
  }

  t.test(`exactly ${FREE_FAILURES_PER_ADDRESS} free from an address: the one after them is the first to wait`, async (t) => {
    const ip = `${net}.1`
    await fill(t, ip, FREE_FAILURES_PER_ADDRESS, 'free')
    const held = await refusal(throttle.attempt(ip, 'next@example.test'))
    t.equal(held?.statusCode, 429, `attempt ${FREE_FAILURES_PER_ADDRESS + 1} waits`)
    t.equal(retryAfter(held), 1)
  })

  t.test('an attempt that could not be checked counts nothing and leaves no wait', async (t) => {
    const ip = `${net}.2`
    await fill(t, ip, FREE_FAILURES_PER_ADDRESS - 1, 'fail')
    // The database or the hasher fails on each: a class retrying through an outage.
    for (let i = 0; i < 20; i += 1) await (await throttle.attempt(ip, 'outage@example.test')).cancelled()
    t.notOk(await refusal(throttle.attempt(ip, 'last@example.test')), `the ${FREE_FAILURES_PER_ADDRESS}th failure still goes on`)
    t.equal((await refusal(throttle.attempt(ip, 'last@example.test')))?.statusCode, 429, 'and the one after it waits')
  })

  t.test('an attempt the account refuses takes back the wait it claimed at the address', async (t) => {
    const ip = `${net}.3`
    const email = `held.${net}@example.test`
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i += 1) await throttle.attempt(`${net}.${100 + i}`, email)
    await fill(t, ip, FREE_FAILURES_PER_ADDRESS - 1, 'other')
    const refused = await refusal(throttle.attempt(ip, email))
    t.match(refused?.message, /for this account/, `the address's ${FREE_FAILURES_PER_ADDRESS}th attempt is refused by the account`)
    t.notOk(await refusal(throttle.attempt(ip, 'someone@example.test')), 'it did not count: the address still has its last free attempt')
    t.match((await refusal(throttle.attempt(ip, 'someone@example.test')))?.message, /from this network\. Please wait 1 second/)
  })

  t.test('a check slower than its wait ends only its own wait, not a newer one', async (t) => {
    const ip = `${net}.4`
    await fill(t, ip, FREE_FAILURES_PER_ADDRESS - 1, 'slow')
    const slow = await throttle.attempt(ip, 'slow@example.test')
    advance(waitMs(0))
    const next = await throttle.attempt(ip, 'next@example.test')
    t.ok(next, 'after the slow one\'s wait, the next goes on and starts a wait of 2 s')
    await slow.succeeded()
    const held = await refusal(throttle.attempt(ip, 'third@example.test'))
    t.equal(held?.statusCode, 429, 'the slow one, let in at last, leaves the newer wait running')
    t.equal(retryAfter(held), 2)
    await next.cancelled()
    t.notOk(await refusal(throttle.attempt(ip, 'third@example.test')), 'which its own attempt can end')
  })
}

t.test('in memory, with a clock', async (t) => {
  let clock = 1_000_000
  const throttle = createLoginThrottle(memoryFailureCounter(() => clock))

  t.test('one address: ten free, then each guess waits twice as long as the last', async (t) => {
    for (let i = 0; i < 10; i += 1) t.notOk(await refusal(throttle.attempt('203.0.113.1', `a${i}@example.test`)), `attempt ${i + 1} goes on`)
    const held = await refusal(throttle.attempt('203.0.113.1', 'b@example.test'))
    t.equal(held?.statusCode, 429)
    t.match(held?.message, /^Too many failed sign-in attempts from this network\. Please wait 1 second and try again\.$/)
    t.equal(retryAfter(held), 1)
    const waits: number[] = []
    for (let wait = 1; waits.length < 12; wait = waits.at(-1)!) {
      clock += wait * 1000
      t.notOk(await refusal(throttle.attempt('203.0.113.1', `b${waits.length}@example.test`)), 'after the wait, one guess goes on')
      waits.push(retryAfter(await refusal(throttle.attempt('203.0.113.1', 'b@example.test'))))
    }
    t.same(waits, [2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300], 'the wait doubles up to 5 minutes')
    t.notOk(await refusal(throttle.attempt('203.0.113.2', 'b@example.test')), 'another address is not held')
  })

  t.test('one account from many addresses: slowed, never locked, and never at its owner\'s address', async (t) => {
    const email = 'owner@example.test'
    await (await throttle.attempt('198.51.100.1', email)).succeeded()
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i += 1) t.notOk(await refusal(throttle.attempt(`10.0.0.${i}`, email)))
    const held = await refusal(throttle.attempt('10.0.1.1', email))
    t.equal(held?.statusCode, 429)
    t.match(held?.message, /^Too many failed sign-in attempts for this account\. Please wait 1 second and try again, or reset your password/)
    t.notOk(await refusal(throttle.attempt('198.51.100.1', email)), 'the owner\'s address goes on at once')
    for (let i = 0; i < 30; i += 1) {
      clock += LONGEST_WAIT_MS
      await refusal(throttle.attempt(`10.0.2.${i}`, email))
    }
    const longest = await refusal(throttle.attempt('10.0.3.1', email))
    t.equal(retryAfter(longest), 300, 'thirty more guesses: still only 5 minutes to wait')
    t.notOk(await refusal(throttle.attempt('198.51.100.1', email)), 'and the owner\'s address still goes on')
  })

  t.test('a reset lets its address in at once; the owner\'s sign-ins give a guesser no fresh guesses', async (t) => {
    const email = 'reset@example.test'
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i += 1) await throttle.attempt(`10.1.0.${i}`, email)
    t.equal((await refusal(throttle.attempt('192.0.2.50', email)))?.statusCode, 429, 'a new address is held')
    await throttle.reset('192.0.2.50', email)
    const owner = await throttle.attempt('192.0.2.50', email)
    t.pass('the address the reset came from goes on')
    await owner.succeeded()
    t.equal((await refusal(throttle.attempt('192.0.2.51', email)))?.statusCode, 429, 'a guesser elsewhere still waits')
  })

  t.test('a refused attempt is not counted, a successful one not held against its address', async (t) => {
    for (let i = 0; i < 9; i += 1) await throttle.attempt('203.0.113.9', `c${i}@example.test`)
    for (let i = 0; i < 5; i += 1) await (await throttle.attempt('203.0.113.9', 'right@example.test')).succeeded()
    t.notOk(await refusal(throttle.attempt('203.0.113.9', 'd@example.test')), 'the tenth failure still goes on')
    t.equal((await refusal(throttle.attempt('203.0.113.9', 'd@example.test')))?.statusCode, 429)
  })

  takingBack(t, throttle, (ms) => void (clock += ms), '192.0.2')
})

/** Resolves once something accepts connections on the port (redis-server takes a moment). */
async function listening(port: number): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (up) return
    if (tries > 100) throw new Error(`redis-server did not listen on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A throwaway redis-server, as REDIS_URL names one; undefined where none is installed. */
async function startRedis(t: Test): Promise<Redis | undefined> {
  const port = await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false))
    child.once('spawn', () => resolve(true))
  })
  if (!started) return undefined
  t.teardown(() => void child.kill())
  await listening(port)
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true })
  await redis.connect()
  t.teardown(() => redis.quit())
  return redis
}

t.test('in Redis', async (t) => {
  const redis = await startRedis(t)
  if (!redis) return t.plan(0, 'redis-server is not installed')
  let clock = Date.now()
  const counter: FailureCounter = redisFailureCounter(redis, () => clock)
  const throttle = createLoginThrottle(counter)

  t.test('parallel guesses from one address: ten go on, the rest wait', async (t) => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => refusal(throttle.attempt('203.0.113.20', `p${i}@example.test`))))
    t.equal(answers.filter((a) => a === undefined).length, 10)
    t.equal(answers.filter((a) => a?.statusCode === 429).length, 20)
    clock += waitMs(0)
    t.notOk(await refusal(throttle.attempt('203.0.113.20', 'q@example.test')), 'after a second one more goes on')
    const held = await refusal(throttle.attempt('203.0.113.20', 'q@example.test'))
    t.equal(retryAfter(held), 2, 'and the next waits 2 seconds')
  })

  t.test('the owner\'s address and a reset get in while the account is held', async (t) => {
    const email = 'redis-owner@example.test'
    await (await throttle.attempt('198.51.100.30', email)).succeeded()
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i += 1) await throttle.attempt(`10.2.0.${i}`, email)
    t.equal((await refusal(throttle.attempt('10.2.1.1', email)))?.statusCode, 429)
    t.notOk(await refusal(throttle.attempt('198.51.100.30', email)), 'the owner\'s address')
    await throttle.reset('192.0.2.60', email)
    t.notOk(await refusal(throttle.attempt('192.0.2.60', email)), 'the reset\'s address')
  })

  t.test('taking back an attempt never leaves a count below zero or without its window', async (t) => {
    await counter.remove('never-set')
    t.equal(await counter.count('never-set'), 0)
    t.equal(await redis.exists('login-throttle:never-set'), 0)
  })

  t.test('windows and waits end by the host\'s clock, which Redis outlives', async (t) => {
    t.equal(await counter.add('window', 1000), 1)
    t.equal(await counter.msLeft('window'), 1000)
    clock += 999
    t.equal(await counter.add('window', 1000), 2, 'still the same window')
    t.equal(await counter.msLeft('window'), 1)
    clock += 1
    t.equal(await counter.count('window'), 0, 'ended by the clock')
    t.equal(await counter.add('window', 1000), 1, 'a new window')
    t.ok((await redis.pttl('login-throttle:window')) > 1000, 'Redis keeps the key a while longer, only to free it')
  })

  takingBack(t, throttle, (ms) => void (clock += ms), '192.0.3')

  t.test('an API host with REDIS_URL counts failed logins there, through one client it closes', async (t) => {
    const clients = async () => String(await redis.client('LIST')).trim().split('\n').length
    const before = await clients()
    const app = await buildTestApi(t, HTTP_BACKEND, { REDIS_URL: `redis://127.0.0.1:${redis.options.port}` })
    t.equal(await clients(), before + 1, 'the rate limits and the login throttle share one connection')
    const student = newStudent()
    t.equal((await app.inject({ method: 'POST', url: '/api/auth/register', payload: student })).statusCode, 201)
    const login = () => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: 'not the password' }, remoteAddress: '203.0.113.99' })
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i += 1) t.equal((await login()).statusCode, 401)
    t.equal((await login()).statusCode, 429, 'the next guess waits')
    t.ok((await redis.keys('login-throttle:*')).length > 0, 'the counts are in Redis, shared by every replica')
    await app.close()
    t.equal(await clients(), before, 'closing the host closes its connection')
  })
})
