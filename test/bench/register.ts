import { randomBytes } from 'node:crypto'

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
