import { Type } from '@sinclair/typebox'
import { isIP } from 'node:net'
import { ConfigError } from './env.ts'

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const TRUST_PROXY_FORMAT = 'a comma list of addresses, CIDR ranges or the names loopback, linklocal, uniquelocal (e.g. 10.0.0.0/8,::1)'

/**
 * Which proxies may set X-Forwarded-For, read by the web server and the API host. Unset, none: the
 * address counted by the per-address limits is the connection's own, so a client cannot pick it.
 */
export const TrustProxySetting = Type.Optional(Type.String({ pattern: '^[0-9A-Za-z.:/, ]+$', description: TRUST_PROXY_FORMAT }))

/** One entry of the list: a range name, or an address with an optional prefix length of its family. */
function isTrustEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false when unset, or the list. A hop count is
 * refused: it cannot tell a proxy from a client, and Fastify 5 trusts nothing with one. A bad entry
 * stops the start with a message naming it, as every other setting does.
 */
export function trustProxyOption(setting: string | undefined): false | string {
  const value = setting?.trim() ?? ''
  if (value === '') return false
  const entries = value.split(',').map((entry) => entry.trim())
  const bad = entries.filter((entry) => !isTrustEntry(entry))
  if (bad.length > 0) throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: expected ${TRUST_PROXY_FORMAT} (got ${JSON.stringify(bad.join(','))})`)
  return entries.join(',')
}
