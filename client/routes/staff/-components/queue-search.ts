import type { QueueSkill, QueueSort, QueueStatus } from './staff-types.ts'

/** The queue's filters, kept in the URL so a reload or a shared link shows the same list. */
export interface QueueSearch {
  /** Absent means pending: /staff stays /staff, with no default added to the URL. */
  status?: QueueStatus | undefined
  skill?: QueueSkill | undefined
  testId?: string | undefined
  /** Absent means oldest first. */
  sort?: QueueSort | undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * TanStack Router's validateSearch: anything odd falls back to the whole pending queue. It adds
 * nothing the URL lacks: the router would redirect to add it before the page's gate had run.
 */
export function validateQueueSearch(search: Record<string, unknown>): QueueSearch {
  return {
    status: search.status === 'evaluated' || search.status === 'pending' ? search.status : undefined,
    skill: search.skill === 'writing' || search.skill === 'speaking' ? search.skill : undefined,
    testId: typeof search.testId === 'string' && UUID.test(search.testId) ? search.testId : undefined,
    sort: sortOf(search),
  }
}

/** The order from a URL's search: "due" for due soon, anything else is the default, oldest first. */
export const sortOf = (search: Record<string, unknown>): QueueSort | undefined => (search.sort === 'due' ? 'due' : undefined)

export const queueStatus = (search: QueueSearch): QueueStatus => search.status ?? 'pending'

/** GET /api/staff/submissions with the filters that are set. */
export function queuePath(search: QueueSearch): string {
  const query = new URLSearchParams({ status: queueStatus(search) })
  if (search.skill) query.set('skill', search.skill)
  if (search.testId) query.set('testId', search.testId)
  if (search.sort) query.set('sort', search.sort)
  return `/api/staff/submissions?${query.toString()}`
}
