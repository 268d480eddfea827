import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './schema-people.ts'
import { tests, attempts } from './schema-tests.ts'
import { submissions } from './schema-evaluation.ts'

/**
 * The review deck (issue 36): cards made from missed work, and the work already read for them.
 */

/**
 * A student's review deck (issue 36, decision 0101): a card for each listening or reading question
 * they answered wrong and for each misspelling the letter checks found in a letter they sent,
 * scheduled by FSRS (ts-fsrs) and retired once answered right on enough separate days.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['question', 'spelling'] }).notNull(),
    /** What the card asks, one card per student each: "question:<test version>:<key id>" or "spelling:<word>". */
    subject: text('subject').notNull(),
    /** A question card: the test version and the attempt it was last missed in, and the key's question id. */
    testId: uuid('test_id').references(() => tests.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id'),
    /** A spelling card: the letter it was found in, the word as written, the spellings accepted and its sentence. */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    word: text('word'),
    spellings: jsonb('spellings').$type<string[]>(),
    context: text('context'),
    /** The FSRS card (ts-fsrs) as JSON: stability, difficulty, state, reps, lapses, dates. */
    schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The days (UTC, YYYY-MM-DD) it was answered right. */
    rightOn: jsonb('right_on').$type<string[]>().notNull().default([]),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_cards_subject_key').on(t.userId, t.subject),
    index('review_cards_due_idx').on(t.userId, t.dueAt).where(sql`${t.retiredAt} is null`),
    check('review_cards_kind_check', sql`${t.kind} in ('question', 'spelling')`),
  ],
)

/**
 * The submitted attempts and letters each student's deck has taken in: work not listed here is
 * carded on their next look. A list rather than a point in time: work is committed in another
 * order than it is timed, and none may be missed.
 */
export const reviewSources = pgTable(
  'review_sources',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** An attempt's id or a submission's id. */
    sourceId: uuid('source_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceId] })],
)
