import type { ApiFetch } from '#client/lib/api.ts'
import { queuePath, type QueueSearch } from './queue-search.ts'
import type { QueueAnswer } from './staff-types.ts'

/** The queue's pages in its order, one call each, from the first to the last (or until the caller stops). */
export async function* queuePages(api: ApiFetch, search: QueueSearch): AsyncGenerator<QueueAnswer> {
  let after: string | undefined
  do {
    const page = await api<QueueAnswer>(queuePath(search, after))
    yield page
    after = page.next ?? undefined
  } while (after)
}

/**
 * The first `search.pages` pages as one list: what the queue screen shows after "Show more". The
 * counts and the next page come from the last page read, so they are the newest.
 */
export async function loadQueue(api: ApiFetch, search: QueueSearch): Promise<QueueAnswer> {
  let shown: QueueAnswer | undefined
  let read = 0
  for await (const page of queuePages(api, search)) {
    // Each page starts after the last one read (a key, not an offset): work evaluated meanwhile
    // shifts nothing into two pages, nor past both.
    shown = shown ? { ...page, items: [...shown.items, ...page.items] } : page
    read += 1
    if (read >= (search.pages ?? 1)) break
  }
  return shown!
}
