import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '#shared/auth/schema.ts'
import { callApi } from '../plugins/api-client.ts'

/** The user behind the session cookie, asked of the API host; a dead session's cookie is dropped. */
export async function sessionUser(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  if (!request.sessionToken) return null
  const answer = await callApi<{ user: User }>(app.apiPool, {
    method: 'GET',
    path: '/api/auth/me',
    token: request.sessionToken,
    requestId: request.id,
  })
  if (answer.status === 200) return answer.body.user
  if (answer.status === 401) {
    reply.endSession()
    return null
  }
  throw Object.assign(new Error('The service is not available right now.'), { statusCode: 503 })
}
