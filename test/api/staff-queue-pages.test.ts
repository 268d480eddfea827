import t from 'tap'
import { eq } from 'drizzle-orm'
import { submissions as submissionsTable } from '#api/db/schema.ts'
import { QUEUE_PAGE_SIZE } from '#shared/evaluation/evaluation.ts'
import type { QueueResponse } from '#shared/evaluation/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { fillQueue, sentAt } from '#test/queue-fill.ts'
import { UNKNOWN_ID } from './attempts-helper.ts'
import { get, staffWorld } from './staff-helper.ts'

/*
 * The queue past its first page (it once stopped at 500): every waiting submission is reachable
 * in the queue's one order, overdue work first (decision 0060), and the counts are the true ones.
 */

const world = await staffWorld(t, HTTP_BACKEND)
const { app, clock, staff, tests, letter, submissions } = world
const db = app.database.db
const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * 3600_000)

const filled = await fillQueue(db, { testId: tests.writing, count: 520, tag: 'pages', letter })
// Two of the first letters and one sent among the many have waited past their 24 hours.
await sentAt(db, submissions.typed, hoursAgo(30))
await sentAt(db, submissions.paper, hoursAgo(26))
await sentAt(db, filled[300]!, hoursAgo(25))
const TOTAL = 4 + 520

async function page(query: string): Promise<QueueResponse> {
  const res = await get(app, staff.token, `/api/staff/submissions${query}`)
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`)
  return res.json() as QueueResponse
}

/** Every page of the pending queue from the first, following `next`. */
async function allPages(query = '?status=pending'): Promise<QueueResponse[]> {
  const pages = [await page(query)]
  while (pages.at(-1)!.next) pages.push(await page(`${query}&after=${pages.at(-1)!.next}`))
  return pages
}

t.test('every waiting submission is reachable, page by page, in one order: overdue first, then the least time left', async (t) => {
  const pages = await allPages()
  t.equal(pages.length, Math.ceil(TOTAL / QUEUE_PAGE_SIZE), `${QUEUE_PAGE_SIZE} a page`)
  t.ok(pages.slice(0, -1).every((p) => p.items.length === QUEUE_PAGE_SIZE && p.next === p.items.at(-1)!.id), 'each full page names its last submission as next')
  t.equal(pages.at(-1)!.next, null, 'the last page says it is the last')
  t.ok(pages.every((p) => p.total === TOTAL && p.overdue === 3), 'every page counts the whole queue: its true total and how many are overdue')

  const order = pages.flatMap((p) => p.items.map((item) => item.id))
  t.equal(new Set(order).size, TOTAL, 'no submission twice')
  const rest = filled.filter((_, n) => n !== 300)
  t.same(order, [submissions.typed, submissions.paper, filled[300], submissions.speaking, submissions.mock, ...rest], 'the longest overdue first, then by time left')
  const now = clock.now().getTime()
  const overdue = pages[0]!.items.map((item) => Date.parse(item.dueAt) < now)
  t.same(overdue.slice(0, 4), [true, true, true, false], 'the three past their promise on top')
  const lefts = pages.flatMap((p) => p.items).map((item) => Date.parse(item.dueAt))
  t.ok(lefts.every((due, n) => n === 0 || due >= lefts[n - 1]!), 'time left never goes down the list')
})

t.test('"due" and "oldest" name the same order', async (t) => {
  const ids = (p: QueueResponse) => p.items.map((item) => item.id)
  const plain = await page('?status=pending')
  t.same(ids(await page('?status=pending&sort=due')), ids(plain))
  t.same(ids(await page('?status=pending&sort=oldest')), ids(plain))
  const bad = await get(app, staff.token, '/api/staff/submissions?sort=newest')
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { message: /sort/ })
})

t.test('work evaluated while the evaluator pages on neither hides nor repeats another', async (t) => {
  const first = await page('?status=pending')
  const last = first.items.at(-1)!
  // Evaluated meanwhile (as a save does to the row): it leaves the pending queue.
  await db.update(submissionsTable).set({ status: 'evaluated' }).where(eq(submissionsTable.id, last.id))
  t.teardown(() => db.update(submissionsTable).set({ status: 'pending' }).where(eq(submissionsTable.id, last.id)))
  const second = await page(`?status=pending&after=${first.next}`)
  const all = (await allPages()).flatMap((p) => p.items.map((item) => item.id))
  t.equal(second.items[0]!.id, all[QUEUE_PAGE_SIZE - 1], 'the next page starts right after the one evaluated')
  t.equal(second.total, TOTAL - 1, 'and the total counts it no longer')
})

t.test('the filters page too, and the counts follow them', async (t) => {
  const speaking = await page('?status=pending&skill=speaking')
  t.same([speaking.items.length, speaking.total, speaking.overdue, speaking.next], [2, 2, 0, null])
  const evaluated = await page('?status=evaluated')
  t.same([evaluated.total, evaluated.overdue], [0, 0], 'nothing evaluated: nothing is overdue there')
  const writing = await allPages(`?status=pending&testId=${tests.writing}`)
  t.equal(writing.flatMap((p) => p.items).length, 2 + 520)
})

t.test('a page after an unknown submission is refused with what to do', async (t) => {
  const unknown = await get(app, staff.token, `/api/staff/submissions?after=${UNKNOWN_ID}`)
  t.equal(unknown.statusCode, 400)
  t.match(unknown.json(), { message: 'after: no submission has this id. Open the queue again from its first page.' })
  const notAnId = await get(app, staff.token, '/api/staff/submissions?after=page-2')
  t.equal(notAnId.statusCode, 400)
  t.match(notAnId.json(), { message: /after/ })
})
