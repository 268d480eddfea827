import t from 'tap'
import { QUEUE_PAGES_MAX, queuePath, validateQueueSearch } from './queue-search.ts'

const TEST = '2b0c56d4-8f5e-4a47-9b9e-3a7c1f0e2d11'
const AFTER = '7f0e2d11-3a7c-4a47-9b9e-2b0c56d48f5e'

t.test('filters from the URL: the known ones kept, anything else dropped', async (t) => {
  t.same(validateQueueSearch({}), { status: undefined, skill: undefined, testId: undefined, pages: undefined }, 'nothing added to a bare /staff')
  t.equal(queuePath(validateQueueSearch({})), '/api/staff/submissions?status=pending', 'which lists the pending queue')
  t.same(validateQueueSearch({ status: 'evaluated', skill: 'speaking', testId: TEST, pages: 3 }), { status: 'evaluated', skill: 'speaking', testId: TEST, pages: 3 })
  t.same(validateQueueSearch({ status: 'done', skill: 'reading', testId: '1; drop', pages: 'lots' }), { status: undefined, skill: undefined, testId: undefined, pages: undefined })
})

t.test('how far the list goes: whole pages past the first, at most QUEUE_PAGES_MAX', async (t) => {
  t.equal(validateQueueSearch({ pages: '2' }).pages, 2, 'as a URL gives it')
  t.equal(validateQueueSearch({ pages: 1 }).pages, undefined, 'the first page is the default, left out of the URL')
  t.equal(validateQueueSearch({ pages: 0 }).pages, undefined)
  t.equal(validateQueueSearch({ pages: 2.5 }).pages, undefined)
  t.equal(validateQueueSearch({ pages: 10_000 }).pages, QUEUE_PAGES_MAX)
})

t.test('the queue call carries only the filters that are set, and the page it continues from', async (t) => {
  t.equal(queuePath({ status: 'pending' }), '/api/staff/submissions?status=pending')
  t.equal(queuePath({ pages: 3 }), '/api/staff/submissions?status=pending', 'how far the screen shows is not the call’s concern')
  t.equal(queuePath({ status: 'evaluated', skill: 'writing', testId: TEST }), `/api/staff/submissions?status=evaluated&skill=writing&testId=${TEST}`)
  t.equal(queuePath({ skill: 'speaking' }, AFTER), `/api/staff/submissions?status=pending&skill=speaking&after=${AFTER}`)
})
