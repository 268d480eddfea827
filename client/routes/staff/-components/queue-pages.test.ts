import t from 'tap'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { claimNextPending } from './next-pending.ts'
import { loadQueue } from './queue-pages.ts'
import type { QueueAnswer, QueueItem } from './staff-types.ts'

/**
 * A queue of `count` items served as the API does, `size` a page, with `held` claimed by someone
 * else, `notYours` a round of double marking not this evaluator's, and `forbidden` refused as one
 * only when claimed (its marking moved on since the page was read).
 */
function fakeApi(count: number, size: number, held: ReadonlySet<string> = new Set(), { notYours = new Set<string>(), forbidden = new Set<string>() } = {}) {
  const ids = Array.from({ length: count }, (_, n) => `s${n + 1}`)
  const calls: string[] = []
  const claimed: string[] = []
  const api = (async (path: string) => {
    calls.push(path)
    if (path.endsWith('/claim')) {
      const id = path.split('/').at(-2)!
      if (held.has(id)) throw new ApiError('HTTP_ERROR', 'Someone else is evaluating this submission.', 409, 'CONFLICT')
      if (forbidden.has(id) || notYours.has(id)) throw new ApiError('HTTP_ERROR', 'Only a senior evaluator can adjudicate it.', 403, 'FORBIDDEN')
      claimed.push(id)
      return {}
    }
    const after = new URL(path, 'http://x').searchParams.get('after')
    const from = after ? ids.indexOf(after) + 1 : 0
    const page = ids.slice(from, from + size)
    const item = (id: string) => ({ id, claim: held.has(id) ? { mine: false } : null, ...(notYours.has(id) ? { notYours: 'Not yours.' } : {}) }) as unknown as QueueItem
    const answer: QueueAnswer = { items: page.map(item), tests: [], total: count, overdue: 0, next: from + size < count ? page.at(-1)! : null }
    return answer
  }) as ApiFetch
  return { api, calls, claimed }
}

t.test('the screen\'s list: as many pages as the URL asks, one after another', async (t) => {
  const { api, calls } = fakeApi(12, 5)
  const two = await loadQueue(api, { pages: 2 })
  t.same(two.items.map((item) => item.id), ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'])
  t.equal(two.next, 's10', 'the next page is still there')
  t.same(calls, ['/api/staff/submissions?status=pending', '/api/staff/submissions?status=pending&after=s5'])
  const all = await loadQueue(api, { pages: 9 })
  t.equal(all.items.length, 12, 'asking for more pages than there are stops at the last')
  t.equal(all.next, null)
  t.equal((await loadQueue(api, {})).items.length, 5, 'the first page by default')
})

t.test('save and next reads on past a page whose work is all held by others', async (t) => {
  const held = new Set(['s2', 's3', 's4', 's5', 's6'])
  const { api, claimed } = fakeApi(12, 5, held)
  t.equal(await claimNextPending(api, 's1'), 's7', 'the first free one, on the second page')
  t.same(claimed, ['s7'])
  const none = fakeApi(3, 2, new Set(['s2', 's3']))
  t.equal(await claimNextPending(none.api, 's1'), null, 'nothing free anywhere: the queue is empty for this evaluator')
})

t.test("save and next passes over double marking not this evaluator's, said in the queue or refused when claimed", async (t) => {
  const { api, claimed, calls } = fakeApi(6, 5, new Set(), { notYours: new Set(['s2']), forbidden: new Set(['s3']) })
  t.equal(await claimNextPending(api, 's1'), 's4')
  t.same(claimed, ['s4'])
  t.notOk(calls.includes('/api/staff/submissions/s2/claim'), 'what the queue says is not theirs is not even tried')
})
