import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { newStudent } from '#test/helper.ts'

/** The PUBLIC_URL that `startProduct` gives the web server: a browser on the site sends it as Origin. */
export const ORIGIN = 'http://127.0.0.1:3000'
/** The anti-forgery token the tests play the browser's part with (cookie and field or header). */
export const CSRF = 'test-csrf-token'

/** Every logged-in screen a student may open, with a made-up id where the path takes one. */
export const AUTHED_PATHS = [
  '/app/welcome',
  '/app/integration',
  '/app/oetreading',
  '/app/oetwriting',
  '/dashboard',
  '/mock-tests',
  '/test-results/x',
  '/oet-reading/x',
  '/oet-writing/x',
  '/oet-listening/x',
  '/mock-test/x',
  '/oet-speaking',
  '/oet-speaking/x',
  '/mock-speaking/x',
  '/mock-tests/x/results',
] as const

/** The exam screens among them: inside the layout, without the site's navigation (decision 0038). */
export const EXAM_PATHS: readonly string[] = ['/oet-reading/x', '/oet-writing/x', '/oet-listening/x', '/mock-test/x', '/oet-speaking/x', '/mock-speaking/x']

/** The staff and admin screens: logged in, and for those roles only. */
export const STAFF_PATHS = ['/staff', '/staff/submissions/x', '/admin/users', '/admin/import', '/admin/tests', '/admin/tests/x'] as const

/** Pages anyone may open. */
export const PUBLIC_PATHS = ['/login', '/register', '/forgot-password', '/reset-password?token=x'] as const

/** A session as the browser holds it: the session cookie's token and the anti-forgery cookie. */
export interface Session {
  token: string
  /** The Cookie header a browser with this session sends. */
  cookie: string
  email: string
  password: string
}

/** Registers a new student with a JSON post to POST /register (as a script would) and returns the session. */
export async function registerSession(web: FastifyInstance, options: { origin?: string; cookiePrefix?: string } = {}): Promise<Session> {
  const prefix = options.cookiePrefix ?? ''
  const student = newStudent()
  const res = await web.inject({
    method: 'POST',
    url: '/register',
    headers: { cookie: `${prefix}oet_csrf=${CSRF}`, 'x-csrf-token': CSRF, accept: 'application/json', origin: options.origin ?? ORIGIN },
    payload: student,
  })
  if (res.statusCode !== 200) throw new Error(`POST /register answered ${res.statusCode}: ${res.body}`)
  const session = res.cookies.find((c) => c.name === `${prefix}oet_session`)
  if (!session) throw new Error(`POST /register set no ${prefix}oet_session cookie`)
  return {
    token: session.value,
    cookie: `${prefix}oet_session=${session.value}; ${prefix}oet_csrf=${CSRF}`,
    email: student.email,
    password: student.password,
  }
}

/** The cookie a response sets under `name`, if any. */
export const cookieNamed = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name)

/** True when the response tells the browser to drop the cookie `name`. */
export function clearsCookie(res: LightMyRequestResponse, name: string): boolean {
  const cookie = cookieNamed(res, name)
  return cookie !== undefined && cookie.value === '' && (cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()))
}

/** The nonce the Content-Security-Policy allows scripts with. */
export function cspNonce(csp: unknown): string | undefined {
  const scriptSrc = String(csp ?? '')
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'))
  return scriptSrc?.match(/'nonce-([^']+)'/)?.[1]
}

/** The attributes of every <script> tag of a page. */
export const scriptTags = (html: string): string[] => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '')

/** The value of the hidden anti-forgery field of a rendered form. */
export const formCsrf = (html: string) => html.match(/name="_csrf" value="([^"]*)"/)?.[1]
