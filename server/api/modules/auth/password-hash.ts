import argon2 from 'argon2'

/** argon2id's cost: memory in KiB and passes over it. */
export interface Argon2Cost {
  memoryKib: number
  timeCost: number
}

/** OWASP's minimum for argon2id: 19 MiB, 2 iterations (parallelism 1). The config refuses less. */
export const OWASP_MINIMUM_COST: Argon2Cost = { memoryKib: 19456, timeCost: 2 }

/**
 * argon2id at the given cost (OWASP's minimum unless a test asks for less). The binding hashes on
 * libuv's thread pool, so a class logging in at once does not stall the event loop.
 */
export function createPasswordHasher({ memoryKib, timeCost }: Argon2Cost = OWASP_MINIMUM_COST) {
  const options = { type: argon2.argon2id, memoryCost: memoryKib, timeCost, parallelism: 1 } as const
  // Verified against when the email is unknown, so that a wrong email costs as long as a wrong password.
  const dummyHash = argon2.hash('not-a-real-password', options)
  return {
    hash: (password: string) => argon2.hash(password, options),
    async verify(hash: string | undefined, password: string): Promise<boolean> {
      try {
        return await argon2.verify(hash ?? (await dummyHash), password)
      } catch {
        return false
      }
    },
  }
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>
