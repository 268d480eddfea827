import type { FastifyInstance } from 'fastify'
import { isUniqueViolation } from '../../errors.ts'
import { usersRepository } from './repository.ts'

/** Creates the operator's admin from ADMIN_EMAIL and ADMIN_PASSWORD when no such user exists yet. */
export async function ensureAdmin(app: FastifyInstance, email: string, password: string): Promise<void> {
  const users = usersRepository(app.database.db)
  if (await users.findByEmail(email)) return
  try {
    await users.insert({ name: 'Administrator', email, passwordHash: await app.passwordHasher.hash(password), role: 'admin' })
    app.log.info({ email }, 'admin user created from ADMIN_EMAIL')
  } catch (error) {
    // Another replica starting at the same moment created it first.
    if (!isUniqueViolation(error)) throw error
  }
}
