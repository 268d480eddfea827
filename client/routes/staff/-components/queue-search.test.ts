import t from 'tap'
import { queuePath, validateQueueSearch } from './queue-search.ts'

const TEST = '2b0c56d4-8f5e-4a47-9b9e-3a7c1f0e2d11'

t.test('filters from the URL: the known ones kept, anything else dropped', async (t) => {
  t.same(validateQueueSearch({}), { status: undefined, skill: undefined, testId: undefined, sort: undefined }, 'nothing added to a bare /staff')
  t.equal(queuePath(validateQueueSearch({})), '/api/staff/submissions?status=pending', 'which lists the pending queue')
  t.same(validateQueueSearch({ status: 'evaluated', skill: 'speaking', testId: TEST, sort: 'due' }), { status: 'evaluated', skill: 'speaking', testId: TEST, sort: 'due' })
  t.same(validateQueueSearch({ status: 'done', skill: 'reading', testId: '1; drop', sort: 'newest' }), { status: undefined, skill: undefined, testId: undefined, sort: undefined })
})

t.test('the queue call carries only the filters that are set', async (t) => {
  t.equal(queuePath({ status: 'pending' }), '/api/staff/submissions?status=pending')
  t.equal(queuePath({ sort: 'due' }), '/api/staff/submissions?status=pending&sort=due', 'due soon')
  t.equal(queuePath({ status: 'evaluated', skill: 'writing', testId: TEST }), `/api/staff/submissions?status=evaluated&skill=writing&testId=${TEST}`)
})
