import { randomBytes } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { Agent, fetch } from 'undici'

/*
 * A session made through the web server's own register and login endpoints, as the forms post
 * them (JSON, with the double-submit anti-forgery token), for a browser context to take over: the
 * login fixture of the browser tests. The forms themselves keep tests of their own.
 */

type Cookie = Parameters<BrowserContext['addCookies']>[0][number]

/**
 * An address for a new user made from their name ("Hana Ito" is hana.ito.<6 hex>@DOMAIN): a
 * worker's product outlives one test file, so every user gets an address of their own.
 */
export const uniqueEmail = (name: string, domain: string) => `${name.toLowerCase().replaceAll(' ', '.')}.${randomBytes(3).toString('hex')}@${domain}`

/**
 * Each call comes from a loopback address of its own (127.0.0.2 up), as students come from homes
 * of their own: registration is limited per address, and a worker's product outlives many tests.
 */
let lastHost = Math.floor(Math.random() * 200)
function fromOwnAddress(): Agent {
  lastHost = (lastHost % 250) + 1
  return new Agent({ connect: { localAddress: `127.0.0.${lastHost + 1}` } })
}

/** Registers a student with POST /register; the cookies of the session it starts. */
export function registeredSession(url: string, fields: { name: string; email: string; password: string }): Promise<Cookie[]> {
  return formSession(url, '/register', fields)
}

/** Logs a user in with POST /login; the cookies of the session it starts. */
export function loggedInSession(url: string, fields: { email: string; password: string }): Promise<Cookie[]> {
  return formSession(url, '/login', fields)
}

async function formSession(url: string, path: '/register' | '/login', fields: Record<string, string>): Promise<Cookie[]> {
  const csrf = randomBytes(24).toString('base64url')
  const dispatcher = fromOwnAddress()
  try {
    const answer = await fetch(`${url}${path}`, {
      method: 'POST',
      dispatcher,
      headers: { accept: 'application/json', 'content-type': 'application/json', origin: url, cookie: `oet_csrf=${csrf}`, 'x-csrf-token': csrf },
      body: JSON.stringify(fields),
    })
    if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`)
    const session = answer.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('oet_session='))
    if (!session) throw new Error(`POST ${path} started no session`)
    return [
      { name: 'oet_session', value: session.slice('oet_session='.length), url, httpOnly: true, sameSite: 'Lax' },
      { name: 'oet_csrf', value: csrf, url, httpOnly: true, sameSite: 'Lax' },
    ]
  } finally {
    await dispatcher.close()
  }
}
