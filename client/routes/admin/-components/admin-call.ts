import { readAnswer } from '#client/lib/api.ts'

/**
 * An admin's call with a JSON body and the session's CSRF token: the Users page's role, marking and
 * accommodations changes. Refusals throw with the server's message.
 */
export async function adminCall<T>(method: 'GET' | 'PUT' | 'PATCH', path: string, csrfToken: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', 'x-csrf-token': csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'same-origin',
  })
  return readAnswer<T>(response)
}
