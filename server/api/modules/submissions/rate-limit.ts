import type { FastifyRequest } from 'fastify'

/** Calls to one submit route a student may make in a minute: a retrying client stays far below it. */
export const SUBMISSIONS_PER_MINUTE = 10

/**
 * The submit routes' limit, per student rather than per address (a class shares one). It runs
 * after authentication (preHandler, after the route's own) and before any upload is read.
 */
export const submissionRateLimit = {
  rateLimit: {
    max: SUBMISSIONS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `student:${request.user.id}`,
  },
}
