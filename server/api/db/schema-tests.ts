import { sql } from 'drizzle-orm'
import type { Grade } from '#shared/scoring/bands.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import type { PartScore, ReviewItem } from '#shared/results/schema.ts'
import { index, integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './schema-people.ts'

/**
 * Tests (content and keys kept apart, versioned by family) and attempts, each one sitting under the
 * server's clock.
 */

/** A test of any kind: its content as served (no keys) and its answer key, kept apart. */
/**
 * One version of a test. A test is its family of versions (familyId, the first version's id):
 * at most one draft, which staff edit in place, and at most one published version, which
 * students see; publishing a draft retires the version before it. A published or retired version
 * never changes, so every attempt and submission stays pinned to the version its student saw.
 */
export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: ['draft', 'published', 'retired'] }).notNull().default('published'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').notNull(),
    answerKey: jsonb('answer_key').$type<Record<string, string>>().notNull(),
    scaling: jsonb('scaling').$type<Array<{ raw: number; scaled: number }>>(),
    /** A digest of the imported document, so importing the same document twice adds nothing; null for a version written in the editor. */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A draft's saves so far: a save names the revision it was made from, so one from a stale copy is refused. */
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tests_content_hash_key').on(t.contentHash),
    index('tests_kind_idx').on(t.kind, t.createdAt),
    uniqueIndex('tests_family_version_key').on(t.familyId, t.version),
    uniqueIndex('tests_family_published_key').on(t.familyId).where(sql`${t.status} = 'published'`),
    uniqueIndex('tests_family_draft_key').on(t.familyId).where(sql`${t.status} = 'draft'`),
  ],
)

/**
 * One sitting of a test under the server's clock. Answers are saved as a whole map (idempotent),
 * and the attempt is submitted once: by the student (with an Idempotency-Key) or by the sweep.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id').notNull().references(() => tests.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['practice', 'simulation'] }).notNull(),
    /** Timing the client follows: part limits in seconds, as fixed when the attempt started. */
    timing: jsonb('timing').$type<Record<string, number | null>>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when practising with no time limit. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    answersSavedAt: timestamp('answers_saved_at', { withTimezone: true }),
    /** When each saved answer was typed, on the server's clock: of two devices, the newer answer to a question wins. */
    answerTimes: jsonb('answer_times').$type<Record<string, string>>().notNull().default({}),
    /** When each timed part began, recorded once by the server: every device shows the same clock. */
    partStartedAt: jsonb('part_started_at').$type<Record<string, string>>().notNull().default({}),
    /** The devices (browser tabs) that saved lately, by their own id: when each was last seen. */
    devices: jsonb('devices').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['open', 'submitted'] }).notNull().default('open'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by', { enum: ['student', 'server'] }),
    idempotencyKey: text('idempotency_key'),
    score: integer('score'),
    grade: text('grade').$type<Grade>(),
    correctCount: integer('correct_count'),
    totalQuestions: integer('total_questions'),
    /** Correct answers by part (A, B, C) as marked; null for rows marked before parts were kept. */
    partScores: jsonb('part_scores').$type<PartScore[]>(),
    /** Each keyed question's verdict in review order (rows stored before: whole review items). */
    review: jsonb('review').$type<boolean[] | ReviewItem[]>(),
    /** A mock only: the sections the student chose to sit, in the mock's order. */
    sections: jsonb('sections').$type<MockSection[]>(),
    /**
     * The screen that sits it: a test's own screen or the mock test ('exam'), or the mock speaking
     * screen, whose sitting only keeps its preparation clocks (decision 0084) and is never the
     * mock's sitting that /mock-test resumes.
     */
    screen: text('screen', { enum: ['exam', 'mock-speaking'] }).notNull().default('exam'),
  },
  (t) => [
    index('attempts_user_test_idx').on(t.userId, t.testId, t.startedAt),
    // A test's attempts by everyone: its item statistics (decision 0102).
    index('attempts_test_idx').on(t.testId),
    index('attempts_open_deadline_idx').on(t.deadlineAt).where(sql`${t.status} = 'open'`),
    uniqueIndex('attempts_user_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
)
