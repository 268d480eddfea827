import type { QueueSkill, QueueStatus } from './staff-types.ts'

/** The queue's filters and how far down it is shown, kept in the URL so a reload or a shared link shows the same list. */
export interface QueueSearch {
  /** Absent means pending: /staff stays /staff, with no default added to the URL. */
  status?: QueueStatus | undefined
  skill?: QueueSkill | undefined
  testId?: string | undefined
  /** How many pages of the queue are shown ("Show more"); absent means the first. */
  pages?: number | undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** More pages than this at once is a list no one reads down; the filters narrow it instead. */
export const QUEUE_PAGES_MAX = 100

/**
 * TanStack Router's validateSearch: anything odd falls back to the whole pending queue. It adds
 * nothing the URL lacks: the router would redirect to add it before the page's gate had run.
 */
export function validateQueueSearch(search: Record<string, unknown>): QueueSearch {
  return {
    status: search.status === 'evaluated' || search.status === 'pending' ? search.status : undefined,
    skill: search.skill === 'writing' || search.skill === 'speaking' ? search.skill : undefined,
    testId: typeof search.testId === 'string' && UUID.test(search.testId) ? search.testId : undefined,
    pages: pagesOf(search.pages),
  }
}

function pagesOf(value: unknown): number | undefined {
  const pages = typeof value === 'string' ? Number(value) : value
  return typeof pages === 'number' && Number.isInteger(pages) && pages > 1 ? Math.min(pages, QUEUE_PAGES_MAX) : undefined
}

export const queueStatus = (search: QueueSearch): QueueStatus => search.status ?? 'pending'

/** GET /api/staff/submissions with the filters that are set; `after` for the page after that submission. */
export function queuePath(search: QueueSearch, after?: string): string {
  const query = new URLSearchParams({ status: queueStatus(search) })
  if (search.skill) query.set('skill', search.skill)
  if (search.testId) query.set('testId', search.testId)
  if (after) query.set('after', after)
  return `/api/staff/submissions?${query.toString()}`
}
