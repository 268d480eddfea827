import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_ANSWER_HEADERS, forwardToApiHost, passBackHeaders, type ApiBody } from '../../plugins/api-forward.ts'
import type { Caller } from './caller.ts'
import type { SubmissionRecord } from './submission-log.ts'

/** Long enough for the API host to store ten photos or a long recording on a busy machine. */
const API_TIMEOUT_MS = 120_000

/** The normalised upload, as a multipart form, or the browser's own body passed through untouched. */
export type ForwardedBody = Exclude<ApiBody, 'none'>

export interface ApiAnswer {
  statusCode: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** Sends the submission to the same path of the API host, as the student, under this request's id. */
export async function forwardToApi(app: FastifyInstance, request: FastifyRequest, caller: Caller, body: ForwardedBody): Promise<ApiAnswer> {
  const answer = await forwardToApiHost(app, request, {
    method: 'POST',
    path: request.url,
    authorization: caller.authorization,
    body,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  })
  return { statusCode: answer.statusCode, headers: answer.headers, text: await answer.body.text() }
}

/** The API host's answer, status and body, as the browser gets it. */
export function sendApiAnswer(request: FastifyRequest, reply: FastifyReply, caller: Caller, answer: ApiAnswer) {
  if (answer.statusCode === 401 && caller.usesCookie) reply.endSession()
  passBackHeaders(reply, answer.headers, { bodyRead: true })
  // The API host answered before reading the whole body: the rest will never be read here.
  if (!request.raw.complete) void reply.header('connection', 'close')
  return reply.code(answer.statusCode).headers(API_ANSWER_HEADERS).send(answer.text)
}

/**
 * Forwards the submission and sends the API host's answer back (`amend`ed: with what the web server
 * itself refused), noting in the record how it went.
 */
export async function submitToApi(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  record: SubmissionRecord,
  body: ForwardedBody,
  amend: (answer: ApiAnswer) => ApiAnswer = (answer) => answer,
) {
  const sent = performance.now()
  const answer = amend(await forwardToApi(app, request, caller, body))
  record.apiMs = performance.now() - sent
  record.submissionIds = submissionIds(answer)
  record.reason = apiMessage(answer)
  return sendApiAnswer(request, reply, caller, answer)
}

/** The ids of the submissions an API answer made, for the log (never the body itself). */
function submissionIds(answer: ApiAnswer): string[] {
  if (answer.statusCode >= 300) return []
  try {
    const body = JSON.parse(answer.text) as { submissionId?: unknown; submissionIds?: unknown }
    if (typeof body.submissionId === 'string') return [body.submissionId]
    if (Array.isArray(body.submissionIds)) return body.submissionIds.filter((id): id is string => typeof id === 'string')
  } catch {
    // Not JSON: nothing to name.
  }
  return []
}

/** The API host's message for a refusal, for the log. */
function apiMessage(answer: ApiAnswer): string | undefined {
  if (answer.statusCode < 400) return undefined
  try {
    const { message } = JSON.parse(answer.text) as { message?: unknown }
    return typeof message === 'string' ? message : undefined
  } catch {
    return undefined
  }
}
