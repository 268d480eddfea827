import { hasErrorCode, type ApiFetch } from '#client/lib/api.ts'
import { queuePages } from './queue-pages.ts'

/**
 * "Save and next": the next pending submission in the queue's order, claimed before it opens.
 * One another evaluator holds, or claims meanwhile (a CONFLICT), or whose round of double marking is
 * not this evaluator's, is passed over for the one after it, page after page; null when nothing
 * else is waiting.
 */
export async function claimNextPending(api: ApiFetch, currentId: string): Promise<string | null> {
  for await (const page of queuePages(api, { status: 'pending' })) {
    // Work whose next round of double marking is not this evaluator's is passed over (decision 0106).
    const free = page.items.filter((item) => item.id !== currentId && !item.notYours && (item.claim === null || item.claim.mine))
    for (const item of free) {
      try {
        await api(`/api/staff/submissions/${encodeURIComponent(item.id)}/claim`, { method: 'POST', body: {} })
        return item.id
      } catch (error) {
        // Claimed meanwhile, or its marking moved on to a round not this evaluator's.
        if (!hasErrorCode(error, 'CONFLICT') && !hasErrorCode(error, 'FORBIDDEN')) throw error
      }
    }
  }
  return null
}

/** What the evaluator is told when the queue has nothing left for them. */
export const QUEUE_EMPTY_MESSAGE = 'The queue is empty: nothing else is waiting for evaluation.'
