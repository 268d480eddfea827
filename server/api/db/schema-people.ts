import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The people of the product: users (their role, accommodations and part in double marking), their
 * sessions and password resets.
 */

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
