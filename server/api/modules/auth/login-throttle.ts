import { tooManyRequests } from '../../errors.ts'
import type { FailureCounter } from './failure-counter.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Failed logins from one address in an hour before each next one must wait: a class's typos. */
export const FREE_FAILURES_PER_ADDRESS = 10
/** Failed logins for one account in a day, from anywhere, before each next one must wait. */
export const FREE_FAILURES_PER_ACCOUNT = 10
/** The longest wait between two guesses: a guesser gets at most 12 an hour, the owner never a lockout. */
export const LONGEST_WAIT_MS = 5 * MINUTE
/** How long an address the owner signed in or reset the password from stays theirs. */
const KNOWN_ADDRESS_MS = 30 * DAY

/** The wait after the `beyond`-th attempt past the free ones: 1 s, 2 s, 4 s ... at most 5 minutes. */
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

/**
 * Slows a guesser instead of locking anyone out (docs/decisions/0030-slow-guessing-instead-of-lockout.md).
 * Each attempt is counted before its password is checked, per address and per account; past the
 * free ones, each next attempt must wait twice as long as the last, up to 5 minutes. An address
 * the owner has signed in or reset the password from is never held by the account's count, so
 * other people's failures cannot keep the owner out there.
 */
export function createLoginThrottle(counter: FailureCounter) {
  /** Counts an attempt through a gate, or refuses it (uncounted) while the gate's wait runs. */
  async function pass(gate: Gate): Promise<void> {
    const attempts = await counter.add(gate.key, gate.windowMs)
    if (attempts < gate.free) return
    // One caller sets the wait; parallel attempts find it set and are refused.
    if (await counter.claim(waitKey(gate), waitMs(attempts - gate.free))) return
    await counter.remove(gate.key)
    const ms = Math.max(SECOND, await counter.msLeft(waitKey(gate)))
    throw tooManyRequests(gate.message(waitText(ms)), ms / SECOND)
  }

  /**
   * The right password: the attempt was no failure, so it is taken back from the gates it was
   * counted by, with any wait it set (a wait set by another attempt would have refused it).
   */
  async function takeBack(gates: Gate[]) {
    await Promise.all(gates.flatMap((gate) => [counter.remove(gate.key), counter.clear(waitKey(gate))]))
  }

  return {
    /**
     * Before the password is checked: counts the attempt, or answers 429 with Retry-After. What it
     * answers is told when the password was right.
     */
    async attempt(ip: string, email: string) {
      const counted = [addressGate(ip)]
      await pass(counted[0]!)
      if ((await counter.count(knownKey(ip, email))) === 0) {
        const account = accountGate(email)
        try {
          await pass(account)
        } catch (error) {
          await counter.remove(counted[0]!.key)
          throw error
        }
        counted.push(account)
      }
      return {
        /** The owner: this address is now theirs, and the attempt is no failure. */
        async succeeded() {
          await takeBack(counted)
          await owned(ip, email)
        },
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
