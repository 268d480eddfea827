import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/auth/auth.ts'

const COMMON_PASSWORD_COUNT = 10_000

/** The most common passwords, ranked by how often they appear in breaches (zxcvbn's list). */
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT))

/** Why a password is refused, in words a person can act on; null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`
  if (commonPasswords.has(password.toLowerCase())) {
    return 'This password is one of the most commonly used passwords. Please choose a less common one.'
  }
  return null
}
