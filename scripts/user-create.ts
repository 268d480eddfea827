import { parseArgs } from 'node:util'
import { ROLES, type Role } from '#shared/auth/auth.ts'
import { createPasswordHasher, OWASP_MINIMUM_COST } from '#api/modules/auth/password-hash.ts'
import { passwordProblem } from '#api/modules/auth/password-policy.ts'
import { usersRepository } from '#api/modules/users/repository.ts'
import { fail, withDatabase } from './lib/cli.ts'

/** npm run user:create -- --email E --password P --role student|staff|admin [--name N] */
const usage = 'Usage: npm run user:create -- --email E --password P --role student|staff|admin [--name "Full Name"]'

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  })
  const { email, password, role = 'student', name } = values
  if (!email || !password) return fail(usage)
  if (!ROLES.includes(role as Role)) return fail(`--role must be one of ${ROLES.join(', ')}.\n${usage}`)
  const problem = passwordProblem(password)
  if (problem) return fail(problem)

  return withDatabase(async (database, config) => {
    const users = usersRepository(database.db)
    if (await users.findByEmail(email)) return fail(`A user with the email ${email} already exists.`)
    const passwordHash = await createPasswordHasher({ ...OWASP_MINIMUM_COST, memoryKib: config.ARGON2_MEMORY_KIB }).hash(password)
    const user = await users.insert({ name: name ?? email.split('@')[0]!, email, passwordHash, role: role as Role })
    console.log(`Created ${user.role} ${user.email} (${user.id}).`)
    return 0
  })
}

process.exitCode = await main()
