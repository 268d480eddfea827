import type { FastifyInstance } from 'fastify'
import { createPasswordHasher } from '../auth/password-hash.ts'
import { usersRepository } from './repository.ts'

/** Creates the operator's admin from ADMIN_EMAIL and ADMIN_PASSWORD when no such user exists yet. */
export async function ensureAdmin(app: FastifyInstance, email: string, password: string): Promise<void> {
  const users = usersRepository(app.database.db)
  if (await users.findByEmail(email)) return
  const passwordHash = await createPasswordHasher(19456).hash(password)
  await users.insert({ name: 'Administrator', email, passwordHash, role: 'admin' })
  app.log.info({ email }, 'admin user created from ADMIN_EMAIL')
}
