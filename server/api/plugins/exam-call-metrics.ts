import { Counter, type Registry } from 'prom-client'
import type { FastifyInstance } from 'fastify'

/** The calls that send a student's work, by route pattern, and what kind of work each carries. */
const SUBMISSION_KINDS: Record<string, string> = {
  '/api/listening-tests/:testId/submit': 'listening',
  '/api/oet-listening-tests/:testId/submit': 'oet-listening-reading',
  '/api/writing-tests/:testId/submit': 'writing',
  '/api/writing-tests/submission/:testId/submit': 'writing',
  '/api/speaking-tests/submission/:testId/submit': 'speaking',
  '/api/mock-tests/:id/submit': 'mock',
  '/api/mock-tests/submission/:id/speaking': 'mock-speaking',
}
const AUTOSAVE = '/api/attempts/:id/answers'

/** What became of a call, from its status: kept, refused (the student's to fix) or failed (ours). */
const outcomeOf = (status: number) => (status < 400 ? 'stored' : status < 500 ? 'refused' : 'failed')

/**
 * Submissions and autosaves by outcome, counted when they are answered. A submit route added
 * later without an entry above is still counted, as kind "other", so no submission goes missing.
 */
export function countExamCalls(app: FastifyInstance, registry: Registry) {
  const submissions = new Counter({
    name: 'oet_submissions_total',
    help: 'Submissions answered, by kind and outcome (stored, refused: a 4xx, failed: a 5xx).',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  })
  const autosaves = new Counter({
    name: 'oet_autosaves_total',
    help: 'Autosaves of answers answered, by outcome (stored, refused: a 4xx, failed: a 5xx).',
    labelNames: ['outcome'],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url
    if (route === undefined) return
    const outcome = outcomeOf(reply.statusCode)
    if (request.method === 'PUT' && route === AUTOSAVE) autosaves.inc({ outcome })
    else if (request.method === 'POST') {
      const kind = SUBMISSION_KINDS[route] ?? (route.endsWith('/submit') ? 'other' : undefined)
      if (kind) submissions.inc({ kind, outcome })
    }
  })
}
