import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, count, eq, or } from 'drizzle-orm'
import { Type } from '@sinclair/typebox'
import { PhraseBody, PhraseResponse, PhrasesResponse, type Phrase } from '#shared/phrases/schema.ts'
import { ONLY_ADMINS_REMOVE_SHARED, ONLY_ADMINS_SHARE, phraseProblem, PHRASES_FULL_MESSAGE, PHRASES_MAX, SHARED_PHRASES_FULL_MESSAGE } from '#shared/phrases/phrases.ts'
import { evaluatorPhrases } from '../../db/schema.ts'
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'

const view = (row: typeof evaluatorPhrases.$inferSelect): Phrase => ({ id: row.id, text: row.text, shared: row.shared, createdAt: row.createdAt.toISOString() })

/**
 * The comment bank (issue 18): each evaluator's own phrases, kept on the server so they follow
 * the evaluator to any browser. Nobody sees or changes another evaluator's own phrases. Beside
 * them, the bank an admin keeps for every evaluator (issue 37): everyone sees it, only admins
 * add to it or remove from it.
 */
export const phraseRoutes: FastifyPluginAsyncTypebox<{ now: () => Date }> = async (app, { now }) => {
  const { db } = app.database
  const staffOnly = [app.authenticate, app.requireRole('staff', 'admin')]
  const tags = ['staff']
  const mine = (userId: string) => and(eq(evaluatorPhrases.evaluatorId, userId), eq(evaluatorPhrases.shared, false))
  const sharedOnes = eq(evaluatorPhrases.shared, true)

  app.get(
    '/api/staff/phrases',
    { preHandler: staffOnly, schema: { tags, summary: 'My comment bank and the one shared by the admins, in alphabetical order', response: { 200: PhrasesResponse, ...errorResponses(401, 403) } } },
    async (request) => {
      const rows = await db.select().from(evaluatorPhrases).where(or(mine(request.user.id), sharedOnes)).orderBy(asc(evaluatorPhrases.text), asc(evaluatorPhrases.shared), asc(evaluatorPhrases.id))
      // The same words kept twice (mine and shared, or by two admins) are offered once, the shared first.
      const byText = new Map<string, typeof rows[number]>()
      for (const row of rows) if (!byText.get(row.text)?.shared) byText.set(row.text, row)
      return { items: [...byText.values()].map(view) }
    },
  )

  app.post(
    '/api/staff/phrases',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Keep a phrase in my comment bank, or (admins, `shared: true`) in every evaluator\'s (the same words twice are kept once)',
        body: PhraseBody,
        response: { 200: PhraseResponse, 201: PhraseResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const problem = phraseProblem(request.body.text)
      if (problem) throw badRequest(problem)
      const shared = request.body.shared === true
      if (shared && request.user.role !== 'admin') throw forbidden(ONLY_ADMINS_SHARE)
      const text = request.body.text.trim()
      const bank = shared ? sharedOnes : mine(request.user.id)
      const [known] = await db.select().from(evaluatorPhrases).where(and(bank, eq(evaluatorPhrases.text, text)))
      if (known) return { phrase: view(known) }
      const [kept] = await db.select({ n: count() }).from(evaluatorPhrases).where(bank)
      if ((kept?.n ?? 0) >= PHRASES_MAX) throw conflict(shared ? SHARED_PHRASES_FULL_MESSAGE : PHRASES_FULL_MESSAGE)
      // An admin's own phrase of the same words becomes the shared one (one row per admin and text).
      const [row] = await db
        .insert(evaluatorPhrases)
        .values({ evaluatorId: request.user.id, text, shared, createdAt: now() })
        .onConflictDoUpdate({ target: [evaluatorPhrases.evaluatorId, evaluatorPhrases.text], set: { text, shared: shared ? true : evaluatorPhrases.shared } })
        .returning()
      return reply.code(201).send({ phrase: view(row!) })
    },
  )

  app.delete(
    '/api/staff/phrases/:id',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'Remove a phrase from my comment bank, or (admins) from the shared one', params: IdParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const id = eq(evaluatorPhrases.id, request.params.id)
      const [shared] = await db.select({ id: evaluatorPhrases.id }).from(evaluatorPhrases).where(and(sharedOnes, id))
      if (shared && request.user.role !== 'admin') throw forbidden(ONLY_ADMINS_REMOVE_SHARED)
      const removed = await db.delete(evaluatorPhrases).where(and(shared ? sharedOnes : mine(request.user.id), id)).returning({ id: evaluatorPhrases.id })
      if (removed.length === 0) throw notFound('No such phrase in your comment bank.')
      return reply.code(204).send(null)
    },
  )
}
