import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { rememberAddress } from './log-options.ts'

/** A class autosaving sends one of these per student every 10 s: too many to log one by one. */
const AUTOSAVE = /^\/api\/attempts\/[^/?]+\/answers(?:\?|$)/
/** A listening or reading submit: a class sends them in the same second when its clock ends. */
const SUBMIT = /^\/api\/(?:oet-)?listening-tests\/[^/?]+\/submit(?:\?|$)/

type ExamCall = 'autosave' | 'submit' | undefined

function examCallOf(request: FastifyRequest): ExamCall {
  const { method, url } = request.raw
  if (method === 'PUT' && AUTOSAVE.test(url ?? '')) return 'autosave'
  if (method === 'POST' && SUBMIT.test(url ?? '')) return 'submit'
  return undefined
}

/**
 * One line per request on each host, written when it is answered: method, url, address, status
 * and time taken, under the request id both hosts share (the web server passes its id on to the
 * API host as x-request-id), so one proxied call is one line per host that an operator can join.
 * The line when a request comes in is debug only. An exam's busiest calls are quieter still (each
 * info line costs the server 0.15-0.45 ms): an autosave logs at debug unless it is refused or
 * fails, and a submit's line says who submitted.
 */
export class ExamRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    neverThrows(() => {
      // The address is read now: a forwarded call's socket is often released by the time it is answered.
      rememberAddress(request)
      request.log.debug({ req: request }, 'incoming request')
    })
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    neverThrows(() => {
      const fields = { req: request, res: reply, responseTime: reply.elapsedTime }
      if (error) return reply.log.error({ ...fields, err: error }, 'request errored')
      const call = examCallOf(request)
      if (call === 'autosave' && reply.statusCode < 400) return reply.log.debug(fields, 'request completed')
      if (call === 'submit') {
        // The API host knows who submitted (its authentication sets request.user); the web server does not.
        const userId = (request as FastifyRequest & { user?: { id?: string } }).user?.id
        return reply.log.info({ ...fields, ...(userId ? { userId } : {}) }, 'submission answered')
      }
      reply.log.info(fields, 'request completed')
    })
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    neverThrows(() => super.defaultErrorLog(error, request, reply))
  }
}

/**
 * Fastify calls the log controller from response callbacks where nothing catches: a line that
 * cannot be written must cost that line, never the thread. What went wrong goes to stderr.
 */
function neverThrows(log: () => void) {
  try {
    log()
  } catch (error) {
    try {
      process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: 'a request log line could not be written', error: String(error) })}\n`)
    } catch {
      // stderr itself is gone: nothing is left to tell.
    }
  }
}
