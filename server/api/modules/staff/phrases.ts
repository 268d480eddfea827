import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, count, eq } from 'drizzle-orm'
import { Type } from '@sinclair/typebox'
import { PhraseBody, PhraseResponse, PhrasesResponse, type Phrase } from '#shared/phrases/schema.ts'
import { phraseProblem, PHRASES_FULL_MESSAGE, PHRASES_MAX } from '#shared/phrases/phrases.ts'
import { evaluatorPhrases } from '../../db/schema.ts'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'

const view = (row: typeof evaluatorPhrases.$inferSelect): Phrase => ({ id: row.id, text: row.text, createdAt: row.createdAt.toISOString() })

/**
 * The comment bank (issue 18): each evaluator's own phrases, kept on the server so they follow
 * the evaluator to any browser. Nobody sees or changes another evaluator's phrases.
 */
export const phraseRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, { now }) => {
  const { db } = app.database
  const staffOnly = [app.authenticate, app.requireRole('staff', 'admin')]
  const tags = ['staff']
  const mine = (userId: string) => eq(evaluatorPhrases.evaluatorId, userId)

  app.get(
    '/api/staff/phrases',
    { preHandler: staffOnly, schema: { tags, summary: 'My comment bank, in alphabetical order', response: { 200: PhrasesResponse, ...errorResponses(401, 403) } } },
    async (request) => {
      const rows = await db.select().from(evaluatorPhrases).where(mine(request.user.id)).orderBy(asc(evaluatorPhrases.text), asc(evaluatorPhrases.id))
      return { items: rows.map(view) }
    },
  )

  app.post(
    '/api/staff/phrases',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Keep a phrase in my comment bank (the same words twice are kept once)',
        body: PhraseBody,
        response: { 200: PhraseResponse, 201: PhraseResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const problem = phraseProblem(request.body.text)
      if (problem) throw badRequest(problem)
      const text = request.body.text.trim()
      const [known] = await db.select().from(evaluatorPhrases).where(and(mine(request.user.id), eq(evaluatorPhrases.text, text)))
      if (known) return { phrase: view(known) }
      const [kept] = await db.select({ n: count() }).from(evaluatorPhrases).where(mine(request.user.id))
      if ((kept?.n ?? 0) >= PHRASES_MAX) throw conflict(PHRASES_FULL_MESSAGE)
      const [row] = await db
        .insert(evaluatorPhrases)
        .values({ evaluatorId: request.user.id, text, createdAt: now() })
        .onConflictDoUpdate({ target: [evaluatorPhrases.evaluatorId, evaluatorPhrases.text], set: { text } })
        .returning()
      return reply.code(201).send({ phrase: view(row!) })
    },
  )

  app.delete(
    '/api/staff/phrases/:id',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'Remove a phrase from my comment bank', params: IdParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const removed = await db.delete(evaluatorPhrases).where(and(mine(request.user.id), eq(evaluatorPhrases.id, request.params.id))).returning({ id: evaluatorPhrases.id })
      if (removed.length === 0) throw notFound('No such phrase in your comment bank.')
      return reply.code(204).send(null)
    },
  )
}
