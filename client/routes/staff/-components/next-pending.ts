import { hasErrorCode, type ApiFetch } from '#client/lib/api.ts'
import { queuePages } from './queue-pages.ts'

/**
 * "Save and next": the next pending submission in the queue's order, claimed before it opens.
 * One another evaluator holds, or claims meanwhile (a CONFLICT), is passed over for the one after it,
 * page after page; null when nothing else is waiting.
 */
export async function claimNextPending(api: ApiFetch, currentId: string): Promise<string | null> {
  for await (const page of queuePages(api, { status: 'pending' })) {
    const free = page.items.filter((item) => item.id !== currentId && (item.claim === null || item.claim.mine))
    for (const item of free) {
      try {
        await api(`/api/staff/submissions/${encodeURIComponent(item.id)}/claim`, { method: 'POST', body: {} })
        return item.id
      } catch (error) {
        if (!hasErrorCode(error, 'CONFLICT')) throw error
      }
    }
  }
  return null
}

/** What the evaluator is told when the queue has nothing left for them. */
export const QUEUE_EMPTY_MESSAGE = 'The queue is empty: nothing else is waiting for evaluation.'
