/**
 * Runs in the bench's app child (test/bench/serve.ts), straight against its database: an
 * evaluation queue as a busy week leaves it. Each student has sent a letter and a speaking
 * sitting of two role-plays (decision 0105); a share of the letters is double marked (decision
 * 0106), its two marks in. And one member of staff, signed in, who reads it.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { evaluations, sessions, submissions, users } from '#api/db/schema.ts'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#api/modules/auth/service.ts'
import { hashToken, newToken } from '#api/modules/auth/tokens.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { ApiHost } from './seed.ts'

export interface SeededQueue {
  staffToken: string
  /** The first sitting's first recording: its evaluation screen is read. */
  sittingId: string
  submissions: number
  seedMs: number
}

const LETTER = 'Dear Dr Smith,\n\nI am writing to refer Mrs Jones, who needs a review of her wound care.\n\nYours sincerely,\nNurse'
const CRITERIA = { purpose: 2, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 5 }

export async function seedQueue(api: ApiHost, students: number): Promise<SeededQueue> {
  const started = performance.now()
  const db = api.database.db
  const run = randomBytes(4).toString('hex')
  const at = new Date()
  const writing = (await api.tests.import(sampleDocument('oetWriting'))).id
  const speaking = (await api.tests.import(sampleDocument('oetSpeaking'))).id
  const people = await db
    .insert(users)
    .values([
      { name: 'Bench Staff', email: `bench-staff-${run}@example.com`, passwordHash: '!bench', role: 'staff' as const },
      ...Array.from({ length: students }, (_, i) => ({ name: `Queue Student ${i + 1}`, email: `queue-${run}-${i + 1}@example.com`, passwordHash: '!bench' })),
    ])
    .returning({ id: users.id })
  const [staff, ...studentIds] = people.map((row) => row.id)
  const staffToken = newToken()
  await db.insert(sessions).values({
    userId: staff!,
    tokenHash: hashToken(staffToken),
    createdAt: at,
    lastUsedAt: at,
    idleExpiresAt: new Date(at.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
  })
  let sittingId = ''
  let made = 0
  for (const [i, userId] of studentIds.entries()) {
    const sent = new Date(at.getTime() - (students - i) * 60_000)
    const [letter] = await db
      .insert(submissions)
      .values({ userId, testId: writing, skill: 'writing', source: 'test', mode: 'computer', writingAnswer: LETTER, createdAt: sent })
      .returning({ id: submissions.id })
    const lead = crypto.randomUUID()
    sittingId ||= lead
    await db.insert(submissions).values([
      { id: lead, sittingId: lead, userId, testId: speaking, skill: 'speaking', source: 'test', mode: 'audio', mainCardNumber: 1, createdAt: sent },
      { sittingId: lead, userId, testId: speaking, skill: 'speaking', source: 'test', mode: 'audio', mainCardNumber: 2, createdAt: new Date(sent.getTime() + 1000) },
    ])
    made += 3
    // One letter in four double marked, both its marks in: what the agreement figures read.
    if (i % 4 === 0) {
      await db.update(submissions).set({ doubleMarking: 'adjudication' }).where(eqId(letter!.id))
      await db.insert(evaluations).values(
        (['first', 'second'] as const).map((round, n) => ({
          submissionId: letter!.id,
          evaluatorId: staff!,
          round,
          criteria: { ...CRITERIA, content: 5 - n * ((i / 4) % 3) },
          marks: 27 - n * ((i / 4) % 3),
          grade: 'B' as const,
          pdfBlobKey: 'evaluations/bench.pdf',
          pdfGenerated: true,
          createdAt: sent,
        })),
      )
    }
  }
  return { staffToken, sittingId, submissions: made, seedMs: performance.now() - started }
}

const eqId = (id: string) => eq(submissions.id, id)
