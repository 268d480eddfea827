import { sql } from 'drizzle-orm'
import type { Grade } from '#shared/scoring/bands.ts'
import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './schema-people.ts'
import { tests, attempts } from './schema-tests.ts'

/**
 * Writing and speaking sent for evaluation: submissions and their files, evaluations and double
 * marking, drafts, phrases, and what the student is told.
 */

/**
 * A writing or speaking submission awaiting (or past) staff evaluation. A writing submission may
 * close the writing attempt it was typed in (one submission per attempt); a standalone speaking
 * test takes one recording per part and student ("You won't be able to redo it").
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id').notNull().references(() => tests.id, { onDelete: 'cascade' }),
    skill: text('skill', { enum: ['writing', 'speaking'] }).notNull(),
    source: text('source', { enum: ['test', 'mock'] }).notNull(),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: ['computer', 'paper', 'audio'] }).notNull(),
    writingAnswer: text('writing_answer'),
    /** The client's own start time, as sent: informational only (the attempt's clock counts). */
    startTime: text('start_time'),
    /**
     * A letter: true when written under the test's timed conditions (with its attempt, after the
     * reading time, within the 45 minutes and grace), false when not (decision 0045); null for
     * recordings and for letters stored before this was recorded.
     */
    timed: boolean('timed'),
    mainCardNumber: integer('main_card_number'),
    /**
     * A recording: the first-sent role-play of its sitting (decision 0105), its own id for that
     * first one. A sitting's role-plays are evaluated together, as one result under the first's
     * claim; null for letters, each its own result.
     */
    sittingId: uuid('sitting_id'),
    status: text('status', { enum: ['pending', 'evaluated'] }).notNull().default('pending'),
    /**
     * Double marking (decision 0106), decided when the first marks are saved: null when one
     * evaluator's marks stand; 'second' while a second evaluator's independent marks are awaited,
     * 'adjudication' while a senior evaluator's are, 'done' once the final marks stand.
     */
    doubleMarking: text('double_marking', { enum: ['second', 'adjudication', 'done'] }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    marks: doublePrecision('marks'),
    grade: text('grade').$type<Grade>(),
    adminComments: text('admin_comments'),
    feedback: text('feedback'),
    /** Blob key of the evaluation PDF. */
    evaluationPdf: text('evaluation_pdf'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    evaluatedBy: uuid('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The current evaluation's criterion scores (criterion id -> score). */
    criteria: jsonb('criteria').$type<Record<string, number>>(),
    /** The current evaluation's comments on phrases of the letter or moments of the recording. */
    anchoredComments: jsonb('anchored_comments').$type<AnchoredComment[]>().notNull().default([]),
    /** The grading lock: one evaluator at a time, for 30 minutes from claimedAt. */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('submissions_user_skill_idx').on(t.userId, t.skill, t.createdAt),
    index('submissions_queue_idx').on(t.status, t.skill, t.createdAt),
    index('submissions_sitting_idx').on(t.sittingId).where(sql`${t.sittingId} is not null`),
    // An attempt yields one letter and one recording per speaking part (a mock has both).
    uniqueIndex('submissions_attempt_writing_key').on(t.attemptId).where(sql`${t.attemptId} is not null and ${t.skill} = 'writing'`),
    uniqueIndex('submissions_attempt_speaking_key')
      .on(t.attemptId, t.mainCardNumber)
      .where(sql`${t.attemptId} is not null and ${t.skill} = 'speaking'`),
    uniqueIndex('submissions_speaking_part_key')
      .on(t.userId, t.testId, t.mainCardNumber)
      .where(sql`${t.skill} = 'speaking' and ${t.source} = 'test'`),
    uniqueIndex('submissions_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check('submissions_skill_check', sql`${t.skill} in ('writing', 'speaking')`),
    check('submissions_source_check', sql`${t.source} in ('test', 'mock')`),
    check('submissions_mode_check', sql`${t.mode} in ('computer', 'paper', 'audio')`),
    check('submissions_status_check', sql`${t.status} in ('pending', 'evaluated')`),
    check('submissions_double_marking_check', sql`${t.doubleMarking} in ('second', 'adjudication', 'done')`),
  ],
)

/** The photos of a paper-mode letter (in order) or the recording of a speaking part. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: doublePrecision('duration_seconds'),
  },
  (t) => [uniqueIndex('submission_files_position_key').on(t.submissionId, t.position)],
)

/**
 * Every evaluation ever saved for a submission, newest last: a correction adds a row and the
 * submission carries the current one, so who marked what and when is never lost.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    evaluatorId: uuid('evaluator_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Whose marks these are (decision 0106): 'single', one evaluator's that stand (a correction
     * too); 'first' and 'second', a double marking's independent marks; 'agreed', their average;
     * 'adjudicated', a senior evaluator's where they disagreed.
     */
    round: text('round', { enum: ['single', 'first', 'second', 'agreed', 'adjudicated'] }).notNull().default('single'),
    criteria: jsonb('criteria').$type<Record<string, number>>().notNull(),
    marks: doublePrecision('marks').notNull(),
    grade: text('grade').$type<Grade>().notNull(),
    adminComments: text('admin_comments'),
    feedback: text('feedback'),
    /** Comments on phrases of the letter or moments of the recording, in the work's order. */
    anchoredComments: jsonb('anchored_comments').$type<AnchoredComment[]>().notNull().default([]),
    /** Blob key of the PDF: the evaluator's upload, or the one the product generated. */
    pdfBlobKey: text('pdf_blob_key').notNull(),
    pdfGenerated: boolean('pdf_generated').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evaluations_submission_idx').on(t.submissionId, t.createdAt),
    // The agreement figures read the double marks alone.
    index('evaluations_double_idx').on(t.createdAt).where(sql`${t.round} in ('first', 'second')`),
  ],
)

/**
 * How much work is double marked (decision 0106): one row, set by an admin. A submission is double
 * marked when its student is chosen or it falls in the share; its two marks go to adjudication when
 * they differ in grade or by more than `criterionTolerance` on any criterion.
 */
export const markingSettings = pgTable(
  'marking_settings',
  {
    id: integer('id').primaryKey().default(1),
    sharePercent: integer('share_percent').notNull().default(0),
    criterionTolerance: integer('criterion_tolerance').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marking_settings_one_row', sql`${t.id} = 1`),
    check('marking_settings_share_check', sql`${t.sharePercent} between 0 and 100`),
    check('marking_settings_tolerance_check', sql`${t.criterionTolerance} between 0 and 7`),
  ],
)

/** An evaluator's unsaved form, kept as they type so a closed tab loses nothing. */
export const evaluationDrafts = pgTable(
  'evaluation_drafts',
  {
    submissionId: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    evaluatorId: uuid('evaluator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.evaluatorId] })],
)

/** An evaluator's comment bank: phrases they wrote once and insert again, kept per evaluator. */
export const evaluatorPhrases = pgTable(
  'evaluator_phrases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluatorId: uuid('evaluator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Added by an admin for every evaluator (issue 37): in everyone's bank, removed only by an admin. */
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('evaluator_phrases_text_key').on(t.evaluatorId, t.text), index('evaluator_phrases_shared_idx').on(t.text).where(sql`${t.shared}`)],
)

/** What a user is told in the product (an evaluation arrived); the header counts the unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page the notification opens, a path inside the product. */
    link: text('link'),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
)
