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
 * Fastify's request lines, quieter on an exam's busiest calls (each info line costs the server
 * 0.15-0.45 ms): an autosave logs at debug unless it is refused or fails, and a submit logs one info line when
 * it is answered (who, which call, the status and the time taken) instead of two. Every other
 * request logs as Fastify does: a line when it comes in and one when it is answered.
 */
export class ExamRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    neverThrows(() => {
      const call = examCallOf(request)
      if (call === undefined) return super.incomingRequest(request, reply)
      if (call === 'submit') rememberAddress(request)
      request.log.debug({ req: request }, 'incoming request')
    })
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    neverThrows(() => {
      const call = examCallOf(request)
      if (call === undefined || error || (call === 'autosave' && reply.statusCode >= 400)) return super.requestCompleted(error, request, reply)
      if (call === 'submit') {
        // The API host knows who submitted (its authentication sets request.user); the web server does not.
        const userId = (request as FastifyRequest & { user?: { id?: string } }).user?.id
        reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime, ...(userId ? { userId } : {}) }, 'submission answered')
      } else {
        reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
      }
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
