import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'

/** The bearer token that opens /metrics to a scraper off this machine; unset, loopback only. */
export const MetricsTokenSetting = Type.Optional(Type.String({ minLength: 16, pattern: '^[\\x21-\\x7e]+$', description: 'at least 16 printable characters, no spaces' }))

/** Headers a proxy adds: a request carrying one came from somewhere else, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(plain) === 4) return plain.startsWith('127.')
  return plain === '::1'
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Who may read /metrics (decision 0079): a caller with the operator's token, or one on this
 * machine that no proxy forwarded. Only the socket's own address counts, never X-Forwarded-For,
 * and a request that a proxy forwarded (a reverse proxy on this machine connects from loopback)
 * carries a forwarding header and so needs the token.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined && tokenMatches(request.headers.authorization, token)) return true
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false
  return isLoopback(request.raw.socket.remoteAddress)
}
