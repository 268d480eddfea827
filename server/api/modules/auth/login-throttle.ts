import { tooManyRequests } from '../../errors.ts'
import type { FailureCounter } from './failure-counter.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Failed logins from one address in an hour that are answered at once: the 11th waits 1 s after
 * the 10th, and each one after it twice as long as the last (waitMs). A class's typos.
 */
export const FREE_FAILURES_PER_ADDRESS = 10
/** Failed logins for one account in a day, from anywhere, that are answered at once; the next waits. */
export const FREE_FAILURES_PER_ACCOUNT = 10
/** The longest wait between two guesses: a guesser gets at most 12 an hour, the owner never a lockout. */
export const LONGEST_WAIT_MS = 5 * MINUTE
/** How long an address the owner signed in or reset the password from stays theirs. */
const KNOWN_ADDRESS_MS = 30 * DAY

/**
 * The wait the attempt `beyond` the free-th starts for the next one: 1 s (the free-th's, which the
 * first attempt past the free ones keeps), 2 s, 4 s ... at most 5 minutes.
 */
export const waitMs = (beyond: number) => Math.min(2 ** beyond * SECOND, LONGEST_WAIT_MS)

const waitText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / SECOND))
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`
  return `${Math.ceil(seconds / 60)} minutes`
}

interface Gate {
  key: string
  windowMs: number
  free: number
  message: (wait: string) => string
}

const addressGate = (ip: string): Gate => ({
  key: `ip:${ip}`,
  windowMs: HOUR,
  free: FREE_FAILURES_PER_ADDRESS,
  message: (wait) => `Too many failed sign-in attempts from this network. Please wait ${wait} and try again.`,
})
const accountGate = (email: string): Gate => ({
  key: `account:${email}`,
  windowMs: DAY,
  free: FREE_FAILURES_PER_ACCOUNT,
  message: (wait) => `Too many failed sign-in attempts for this account. Please wait ${wait} and try again, or reset your password to sign in now.`,
})
const waitKey = (gate: Gate) => `wait:${gate.key}`
const knownKey = (ip: string, email: string) => `known:${email}:${ip}`

/** What one attempt holds in a gate: a count and, past the free ones, the wait it claimed. */
interface Passed {
  gate: Gate
  claim?: string
}

/**
 * Slows a guesser instead of locking anyone out (docs/decisions/0030-slow-guessing-instead-of-lockout.md).
 * Each attempt is counted before its password is checked, per address and per account; past the
 * free ones, each next attempt must wait twice as long as the last, up to 5 minutes. An address
 * the owner has signed in or reset the password from is never held by the account's count, so
 * other people's failures cannot keep the owner out there. Only a wrong password stays counted:
 * an attempt that was refused, let in, or could not be checked takes back what it counted and
 * the wait it claimed, and nothing another attempt claimed.
 */
export function createLoginThrottle(counter: FailureCounter) {
  /** Counts an attempt through a gate, or refuses it (uncounted) while the gate's wait runs. */
  async function pass(gate: Gate): Promise<Passed> {
    const attempts = await counter.add(gate.key, gate.windowMs)
    // The first `free` attempts go on at once; the free-th and each one after it start the wait
    // the next must keep, so the (free + 1)-th is the first to wait. One caller sets the wait;
    // parallel attempts find it set and are refused.
    if (attempts < gate.free) return { gate }
    const claim = await counter.claim(waitKey(gate), waitMs(attempts - gate.free))
    if (claim) return { gate, claim }
    await counter.remove(gate.key)
    const ms = Math.max(SECOND, await counter.msLeft(waitKey(gate)))
    throw tooManyRequests(gate.message(waitText(ms)), ms / SECOND)
  }

  /** The attempt does not count: its counts are taken back and the waits it claimed (only those) end. */
  async function takeBack(passed: Passed[]) {
    await Promise.all(
      passed.flatMap(({ gate, claim }) => [counter.remove(gate.key), ...(claim ? [counter.release(waitKey(gate), claim)] : [])]),
    )
  }

  return {
    /**
     * Before the password is checked: counts the attempt, or answers 429 with Retry-After. What it
     * answers is told when the password was right, or could not be checked.
     */
    async attempt(ip: string, email: string) {
      const passed = [await pass(addressGate(ip))]
      try {
        if ((await counter.count(knownKey(ip, email))) === 0) passed.push(await pass(accountGate(email)))
      } catch (error) {
        // Refused by the account (or the counter failed): the address's count and wait go too.
        await takeBack(passed).catch(() => undefined)
        throw error
      }
      let open = true
      const settle = async () => {
        if (!open) return
        open = false
        await takeBack(passed)
      }
      return {
        /** The owner: this address is now theirs, and the attempt is no failure. */
        async succeeded() {
          await settle()
          await owned(ip, email)
        },
        /** The password could not be checked (the database or the hasher failed): no failure either. */
        cancelled: settle,
      }
    },
    /** A completed password reset: the address it came from is the owner's. */
    reset: (ip: string, email: string) => owned(ip, email),
  }

  /**
   * Marks the address as the owner's for 30 days from now. The account's count stays: clearing
   * it would hand a guesser a fresh set of free guesses each time the owner signs in.
   */
  async function owned(ip: string, email: string) {
    await counter.clear(knownKey(ip, email))
    await counter.add(knownKey(ip, email), KNOWN_ADDRESS_MS)
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
