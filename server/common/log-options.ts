import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import { loggableError } from './loggable-error.ts'

type Serializer = (value: never) => unknown

/**
 * A log line must never take a request, or the server, down with it. A serializer runs inside
 * Fastify's response callbacks, where nothing catches what it throws: the default `req`
 * serializer reads `request.ip`, which throws once the socket has been released (the first
 * submit of `npm start` ended the web server that way). Each serializer is guarded: one that
 * throws gives a note in its place and the line is written.
 */
function guarded<T extends Serializer>(name: string, serialize: T): T {
  return ((value: never) => {
    try {
      return serialize(value)
    } catch (error) {
      return { unserializable: `${name}: ${error instanceof Error ? error.message : String(error)}` }
    }
  }) as T
}

/** Addresses read while the socket was there, for lines written after it was released. */
const addresses = new WeakMap<object, string | undefined>()

/**
 * Reads a request's address now, while its socket is there, for a line logged when it is
 * answered: a forwarded submit's socket is often released by then.
 */
export function rememberAddress(request: FastifyRequest) {
  addresses.set(request.raw, remoteAddress(request))
}

/** Where the request came from: `request.ip` (which believes the proxies TRUST_PROXY names) while the socket is there. */
function remoteAddress(request: FastifyRequest): string | undefined {
  if (addresses.has(request.raw)) return addresses.get(request.raw)
  const socket = request.raw.socket as FastifyRequest['raw']['socket'] | null
  if (!socket) return undefined
  try {
    return request.ip
  } catch {
    return socket.remoteAddress
  }
}

/** Fastify's request fields, with the address read safely: the socket is gone after some responses. */
function requestFields(request: FastifyRequest) {
  const socket = request.raw.socket as FastifyRequest['raw']['socket'] | null
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: remoteAddress(request),
    remotePort: socket?.remotePort,
  }
}

const serializers = {
  req: guarded('req', requestFields),
  res: guarded('res', (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode })),
  // What failed and where, never the answers or letters a failed query carried. (Fastify's type
  // wants a stack: without frames, an empty one.)
  err: guarded('err', (error: Error) => ({ stack: '', ...loggableError(error) })),
}

/** The pino options of both hosts: the level, where lines go, and serializers that cannot throw. */
export function loggerOptions(level = 'info', stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return { level, serializers, ...(stream ? { stream } : {}) }
}
