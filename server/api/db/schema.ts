import { sql } from 'drizzle-orm'
import type { Grade } from '#shared/scoring/bands.ts'
import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import type { PartScore, ReviewItem } from '#shared/results/schema.ts'
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased: one account per address whatever the case typed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'staff', 'admin'] }).notNull().default('student'),
    /** Accommodations an admin sets (issue 37): extra time on every timed part, and the text size. */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    textSize: text('text_size', { enum: ['normal', 'large', 'larger'] }).notNull().default('normal'),
    /** Staff: a senior evaluator, who adjudicates double marks that disagree (issue 37, decision 0106). */
    senior: boolean('senior').notNull().default(false),
    /** A student whose every letter and recording is double marked, whatever the share (decision 0106). */
    doubleMarked: boolean('double_marked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('student', 'staff', 'admin')`),
    check('users_extra_time_check', sql`${t.extraTimePercent} between 0 and 100`),
  ],
)

/** Who set which accommodations for whom, and when: the audit an exam board asks for. */
export const accommodationChanges = pgTable(
  'accommodation_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setByName: text('set_by_name').notNull(),
    extraTimePercent: integer('extra_time_percent').notNull(),
    textSize: text('text_size', { enum: ['normal', 'large', 'larger'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accommodation_changes_user_idx').on(t.userId, t.createdAt)],
)

/** Bearer tokens: only a SHA-256 of the token is kept, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
)

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
