import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PageHeaderResponse } from '#shared/evaluation/schema.ts'
import { callApi } from '../plugins/api-client.ts'

/**
 * The user behind the session cookie and their bell, asked of the API host in one call (every
 * signed-in page shows both); a dead session's cookie is dropped.
 */
export async function sessionHeader(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<PageHeaderResponse | null> {
  if (!request.sessionToken) return null
  const answer = await callApi<PageHeaderResponse>(app.apiPool, {
    method: 'GET',
    path: '/api/me/header',
    token: request.sessionToken,
    requestId: request.id,
  })
  if (answer.status === 200) return answer.body
  if (answer.status === 401) {
    reply.endSession()
    return null
  }
  throw Object.assign(new Error('The service is not available right now.'), { statusCode: 503 })
}
