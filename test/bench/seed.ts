/**
 * Runs in the bench's app child (test/bench/serve.ts), straight against its database: students
 * with sessions and an open attempt each, in batches, without argon2 (registering 1,000 students
 * would take minutes); and the counts that check what the load stored.
 */
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { attempts, sessions, users } from '#api/db/schema.ts'
import type { buildApiServer } from '#api/server.ts'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#api/modules/auth/service.ts'
import { hashToken, newToken } from '#api/modules/auth/tokens.ts'
import { deadlineFor, timingFor } from '#api/modules/attempts/timing.ts'
import { benchListeningDocument, QUESTION_COUNT } from './exam-test.ts'

export type ApiHost = Awaited<ReturnType<typeof buildApiServer>>

export interface SeededStudent {
  token: string
  attemptId: string
}
export interface Seeded {
  testId: string
  students: SeededStudent[]
  seedMs: number
}

/** What the database holds for one test's attempts once the load is over. */
export interface AttemptCounts {
  submitted: number
  open: number
  /** Submitted with a score, a grade and every question marked. */
  marked: number
  /** Students with more than one submitted attempt at the test. */
  doubled: number
  /** Open attempts whose answers were saved at least once. */
  saved: number
  /** Saved answers, over all the test's attempts. */
  savedAnswers: number
}

const BATCH = 500
/** Not real audio: the import only checks that the media is stored. */
const AUDIO = Buffer.from('OggS bench audio placeholder')

async function inBatches<T, R>(items: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await insert(items.slice(i, i + BATCH))))
  return out
}

/** Stores the audio, imports a fresh copy of the bench test (validated) and answers its id. */
async function importBenchTest(api: ApiHost): Promise<string> {
  const file = `${createHash('sha256').update(AUDIO).digest('hex').slice(0, 32)}.ogg`
  if (!(await api.blobs.stat(`media/${file}`))) await api.blobs.put(`media/${file}`, AUDIO, 'audio/ogg')
  const title = `Bench listening ${randomBytes(4).toString('hex')}`
  const { id } = await api.tests.import(benchListeningDocument(`/api/media/${file}`, title))
  return id
}

/** `count` students, each signed in once and with an open simulation attempt at a new test. */
export async function seedStudents(api: ApiHost, count: number): Promise<Seeded> {
  const started = performance.now()
  const db = api.database.db
  const testId = await importBenchTest(api)
  const run = randomBytes(4).toString('hex')
  const at = new Date()

  const userIds = await inBatches(
    Array.from({ length: count }, (_, i) => ({
      name: `Bench Student ${i + 1}`,
      email: `bench-${run}-${i + 1}@example.com`,
      // Not an argon2 hash: these students never log in with a password.
      passwordHash: '!bench',
    })),
    async (batch) => (await db.insert(users).values(batch).returning({ id: users.id })).map((row) => row.id),
  )

  const tokens = userIds.map(() => newToken())
  await inBatches(
    userIds.map((userId, i) => ({
      userId,
      tokenHash: hashToken(tokens[i]!),
      createdAt: at,
      lastUsedAt: at,
      idleExpiresAt: new Date(at.getTime() + SESSION_IDLE_MS),
      absoluteExpiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
    })),
    async (batch) => (await db.insert(sessions).values(batch).returning({ id: sessions.id })).map((row) => row.id),
  )

  const timing = timingFor('oet-listening', { mode: 'simulation' })
  const attemptIds = await inBatches(
    userIds.map((userId) => ({ userId, testId, mode: 'simulation' as const, timing, startedAt: at, deadlineAt: deadlineFor(at, timing) })),
    async (batch) => (await db.insert(attempts).values(batch).returning({ id: attempts.id })).map((row) => row.id),
  )

  const students = tokens.map((token, i) => ({ token, attemptId: attemptIds[i]! }))
  return { testId, students, seedMs: performance.now() - started }
}

export async function countAttempts(api: ApiHost, testId: string): Promise<AttemptCounts> {
  const result = (await api.database.db.execute(sql`
    select
      (count(*) filter (where status = 'submitted'))::int as submitted,
      (count(*) filter (where status = 'open'))::int as open,
      (count(*) filter (where status = 'submitted' and score is not null and grade is not null
        and total_questions = ${QUESTION_COUNT} and jsonb_array_length(review) = ${QUESTION_COUNT}))::int as marked,
      (select count(*) from (
        select user_id from attempts where test_id = ${testId} and status = 'submitted'
        group by user_id having count(*) > 1) twice)::int as doubled,
      (count(*) filter (where status = 'open' and answers_saved_at is not null))::int as saved,
      coalesce(sum(answer_count), 0)::int as "savedAnswers"
    from (select *, (select count(*) from jsonb_object_keys(answers)) as answer_count
          from attempts where test_id = ${testId}) a
  `)) as unknown as { rows: AttemptCounts[] }
  return result.rows[0]!
}
