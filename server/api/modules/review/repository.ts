import { and, asc, count, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { attempts, reviewCards, reviewSources, submissions, tests } from '../../db/schema.ts'

export type CardRow = typeof reviewCards.$inferSelect
export type NewCard = typeof reviewCards.$inferInsert

/** The kinds whose questions are marked by key: their missed questions become cards. */
const KEYED_KINDS = ['listening', 'oet-listening', 'oet-reading', 'mock']

/** A student's review deck: their cards, and which of their submitted work it has taken in. */
export function reviewRepository(db: Db) {
  const live = (userId: string) => and(eq(reviewCards.userId, userId), isNull(reviewCards.retiredAt))
  return {
    /** Submitted listening, reading and mock attempts the deck has not taken in yet, oldest first. */
    newAttempts: (userId: string) =>
      db
        .select({ id: attempts.id, testId: attempts.testId, answers: attempts.answers, review: attempts.review, sections: attempts.sections })
        .from(attempts)
        .innerJoin(tests, eq(tests.id, attempts.testId))
        .where(
          and(
            eq(attempts.userId, userId),
            eq(attempts.status, 'submitted'),
            eq(attempts.screen, 'exam'),
            inArray(tests.kind, KEYED_KINDS),
            notExists(db.select({ one: sql`1` }).from(reviewSources).where(and(eq(reviewSources.userId, userId), eq(reviewSources.sourceId, attempts.id)))),
          ),
        )
        .orderBy(asc(attempts.submittedAt)),
    /** Typed letters sent that the deck has not taken in yet, oldest first. */
    newLetters: (userId: string) =>
      db
        .select({ id: submissions.id, testId: submissions.testId, letter: submissions.writingAnswer })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.skill, 'writing'),
            sql`${submissions.writingAnswer} is not null`,
            notExists(db.select({ one: sql`1` }).from(reviewSources).where(and(eq(reviewSources.userId, userId), eq(reviewSources.sourceId, submissions.id)))),
          ),
        )
        .orderBy(asc(submissions.createdAt)),
    /** Marks work as taken in: it is not carded again. */
    async takenIn(userId: string, sourceId: string) {
      await db.insert(reviewSources).values({ userId, sourceId }).onConflictDoNothing()
    },
    /** The title of the test a letter was written for. */
    async titleOfLetter(submissionId: string): Promise<string | undefined> {
      const [row] = await db.select({ title: tests.title }).from(submissions).innerJoin(tests, eq(tests.id, submissions.testId)).where(eq(submissions.id, submissionId))
      return row?.title
    },
    /**
     * Adds cards; a card the student already has from other work (the same question missed again,
     * the same word misspelled again) comes back due now, its count of right days started again.
     * The same work taken in twice (two looks at once) changes nothing.
     */
    async addCards(cards: NewCard[]) {
      if (cards.length === 0) return
      await db
        .insert(reviewCards)
        .values(cards)
        .onConflictDoUpdate({
          target: [reviewCards.userId, reviewCards.subject],
          set: {
            attemptId: sql`excluded.attempt_id`,
            submissionId: sql`excluded.submission_id`,
            context: sql`excluded.context`,
            schedule: sql`excluded.schedule`,
            dueAt: sql`excluded.due_at`,
            rightOn: sql`'[]'::jsonb`,
            retiredAt: sql`null`,
          },
          setWhere: sql`${reviewCards.attemptId} is distinct from excluded.attempt_id or ${reviewCards.submissionId} is distinct from excluded.submission_id`,
        })
    },
    /** The cards due now, longest due first. */
    due: (userId: string, now: Date, limit: number) =>
      db.select().from(reviewCards).where(and(live(userId), lte(reviewCards.dueAt, now))).orderBy(asc(reviewCards.dueAt), asc(reviewCards.subject)).limit(limit),
    async counts(userId: string, now: Date) {
      const [row] = await db
        .select({
          deckSize: count(),
          dueCount: sql<number>`count(*) filter (where ${reviewCards.dueAt} <= ${now})`.mapWith(Number),
          nextDueAt: sql<Date | null>`min(${reviewCards.dueAt}) filter (where ${reviewCards.dueAt} > ${now})`.mapWith((value) => (value === null ? null : new Date(value as string))),
        })
        .from(reviewCards)
        .where(live(userId))
      return { deckSize: row?.deckSize ?? 0, dueCount: row?.dueCount ?? 0, nextDueAt: row?.nextDueAt ?? null }
    },
    /** When each live card comes due, up to a date: the week's plan counts them by day. */
    dueDatesBefore: async (userId: string, until: Date) =>
      (await db.select({ dueAt: reviewCards.dueAt }).from(reviewCards).where(and(live(userId), lte(reviewCards.dueAt, until)))).map((row) => row.dueAt),
    async find(id: string, userId: string) {
      const [row] = await db.select().from(reviewCards).where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
      return row
    },
    /** Stores a review if the card is as it was read (two tabs answering one card count once): answers whether it did. */
    async storeReview(card: CardRow, review: Pick<CardRow, 'schedule' | 'dueAt' | 'rightOn' | 'retiredAt'>): Promise<boolean> {
      const rows = await db
        .update(reviewCards)
        .set(review)
        .where(and(eq(reviewCards.id, card.id), eq(reviewCards.dueAt, card.dueAt), isNull(reviewCards.retiredAt)))
        .returning({ id: reviewCards.id })
      return rows.length > 0
    },
  }
}
export type ReviewRepository = ReturnType<typeof reviewRepository>
