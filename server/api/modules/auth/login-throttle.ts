import { tooManyRequests } from '../../errors.ts'
import type { FailureCounter } from './failure-counter.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Failed logins allowed from one address in a minute: stops guessing, costs a typo a minute at most. */
export const MAX_FAILURES_PER_ADDRESS_PER_MINUTE = 10
/** Failed logins allowed for one account in an hour, from anywhere; a password reset clears it. */
export const MAX_FAILURES_PER_ACCOUNT_PER_HOUR = 100

const addressKey = (ip: string) => `ip:${ip}`
const accountKey = (email: string) => `account:${email}`

/**
 * Limits failed logins per address and per account. Only failures count, so a student who types
 * the right password is never slowed; an account held by an attacker's failures is unlocked at
 * once by a password reset (see docs/decisions/0004-login-rate-limits.md).
 */
export function createLoginThrottle(counter: FailureCounter) {
  async function refuse(key: string, message: (minutes: number) => string): Promise<never> {
    const ms = await counter.msLeft(key)
    throw tooManyRequests(message(Math.ceil(ms / MINUTE)), ms / 1000)
  }
  const fromAddress = () => 'Too many failed sign-in attempts from this network. Please wait a minute and try again.'
  const forAccount = (minutes: number) =>
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minutes, or reset your password to sign in now.`
  return {
    /** Refuses an address or an account that has used up its failures. */
    async check(ip: string, email: string) {
      if ((await counter.count(addressKey(ip))) >= MAX_FAILURES_PER_ADDRESS_PER_MINUTE) {
        await refuse(addressKey(ip), fromAddress)
      }
      if ((await counter.count(accountKey(email))) >= MAX_FAILURES_PER_ACCOUNT_PER_HOUR) {
        await refuse(accountKey(email), forAccount)
      }
    },
    /**
     * Counts a failure. Logins hashed in parallel all pass `check` before any of them fails, so a
     * failure past the limit is refused like the logins after it: a burst learns nothing beyond it.
     */
    async failed(ip: string, email: string) {
      const [atAddress, atAccount] = await Promise.all([
        counter.add(addressKey(ip), MINUTE),
        counter.add(accountKey(email), HOUR),
      ])
      if (atAddress > MAX_FAILURES_PER_ADDRESS_PER_MINUTE) await refuse(addressKey(ip), fromAddress)
      if (atAccount > MAX_FAILURES_PER_ACCOUNT_PER_HOUR) await refuse(accountKey(email), forAccount)
    },
    /** A right password, or a completed password reset: the account's failures are forgiven. */
    clearAccount: (email: string) => counter.clear(accountKey(email)),
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
