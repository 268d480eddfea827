/** A student on an app child's API host: registered, and finding the tests a hub offers. */
import { randomBytes } from 'node:crypto'
import type { TestSummary } from '#shared/test-kinds/schema.ts'

/** Each hub a student opens, by name, with its path. */
export const HUBS: readonly (readonly [string, string])[] = [
  ['listening hub', '/app/integration'],
  ['reading hub', '/app/oetreading'],
  ['writing hub', '/app/oetwriting'],
  ['speaking hub', '/oet-speaking'],
  ['mock hub', '/mock-tests'],
]

/**
 * A new student registered straight on an app child's API host, answering their session token:
 * the web server's form needs a CSRF cookie, and the token is all a case needs (as a bearer token
 * on the API, or as the web session's cookie). The API host allows 30 registrations a minute per
 * address.
 */
export async function registerStudent(ports: Record<string, number>, name: string): Promise<string> {
  if (ports.api === undefined) throw new Error('no API host to register with')
  const register = await fetch(`http://127.0.0.1:${ports.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      password: `bench-${randomBytes(12).toString('base64url')}`,
    }),
  })
  if (register.status !== 201) throw new Error(`registering answered ${register.status}: ${await register.text()}`)
  const { token } = (await register.json()) as { token: string }
  return token
}

/** The first test a list call offers (GET /api/oet-reading-tests and the others), as the hub shows it first. */
export async function firstPublishedTest(ports: Record<string, number>, token: string, listPath: string): Promise<TestSummary> {
  const answer = await fetch(`http://127.0.0.1:${ports.api}${listPath}`, { headers: { authorization: `Bearer ${token}` } })
  if (answer.status !== 200) throw new Error(`GET ${listPath} answered ${answer.status}`)
  const [first] = (await answer.json()) as TestSummary[]
  if (!first) throw new Error(`GET ${listPath} lists no test: the sample content is missing`)
  return first
}
