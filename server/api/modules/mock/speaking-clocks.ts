import { and, eq, sql } from 'drizzle-orm'
import type { MockTest } from '#shared/contracts/mock.ts'
import type { Db } from '../../db/client.ts'
import { mockSpeakingClocks } from '../../db/schema.ts'
import { badRequest } from '../../errors.ts'
import type { TestRow } from '../tests/repository.ts'

/** A preparation clock's key, as the speaking screens name it: `preparation-{n}`, or its skipping. */
const CLOCK_KEY = /^preparation-(\d{1,2})(-skipped)?$/

/** The clocks' keys of the parts named, for removing them once their recordings are stored. */
const keysOf = (parts: readonly number[]) => parts.flatMap((n) => [`preparation-${n}`, `preparation-${n}-skipped`])

/**
 * The mock speaking screen's preparation clocks (decision 0056), kept on the server as an
 * attempt's part clocks are: the first start of a clock is kept, so a reload or a second device
 * shows the same time left. A part's clocks go when its recording is stored.
 */
export function speakingClocks(db: Db) {
  const mine = (userId: string, testId: string) => and(eq(mockSpeakingClocks.userId, userId), eq(mockSpeakingClocks.testId, testId))
  return {
    async starts(userId: string, testId: string): Promise<Record<string, string>> {
      const [row] = await db.select({ partStartedAt: mockSpeakingClocks.partStartedAt }).from(mockSpeakingClocks).where(mine(userId, testId))
      return row?.partStartedAt ?? {}
    },

    /** Starts a clock of one of the mock's speaking parts now, unless it began already; answers when it began. */
    async start(userId: string, test: TestRow, key: string, at: Date): Promise<string> {
      const part = CLOCK_KEY.exec(key)
      const parts = (test.content as MockTest).speaking?.mainCards.map((card) => card.mainCardNumber) ?? []
      if (!part || !parts.includes(Number(part[1]))) {
        throw badRequest(`"${key}" is not a preparation clock of this mock: use preparation-{n} or preparation-{n}-skipped with n one of ${parts.join(', ') || 'its parts'}.`)
      }
      const started = { [key]: at.toISOString() }
      // The stored start wins over this one (`||` keeps the right-hand value of a key both have).
      const [row] = await db
        .insert(mockSpeakingClocks)
        .values({ userId, testId: test.id, partStartedAt: started })
        .onConflictDoUpdate({
          target: [mockSpeakingClocks.userId, mockSpeakingClocks.testId],
          set: { partStartedAt: sql`${JSON.stringify(started)}::jsonb || ${mockSpeakingClocks.partStartedAt}` },
        })
        .returning({ partStartedAt: mockSpeakingClocks.partStartedAt })
      return row!.partStartedAt[key]!
    },

    /** The parts' recordings are stored: their clocks go, so the next sitting prepares afresh. */
    async forget(userId: string, testId: string, parts: readonly number[]) {
      const without = keysOf(parts).reduce((clocks, key) => sql`${clocks} - ${key}::text`, sql`${mockSpeakingClocks.partStartedAt}`)
      await db.update(mockSpeakingClocks).set({ partStartedAt: without }).where(mine(userId, testId))
    },
  }
}
