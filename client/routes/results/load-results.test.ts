import t from 'tap'
import { ApiError, type ApiFetch } from '../../lib/api.ts'
import { hubFor, loadResultsPage } from './load-results.ts'

const TEST_ID = '0b9f3c1e-6a61-4d2b-9f0e-6f7f4c1b2a10'
const results = { testId: TEST_ID, studentId: 's1', attempts: 1, results: [], answerKey: {} }

/** An API that answers each path from a table: a value, or an error to throw. */
function fakeApi(answers: Record<string, unknown>): ApiFetch {
  return async <T>(path: string) => {
    const answer = answers[path]
    if (answer instanceof Error) throw answer
    if (answer === undefined) throw new ApiError('HTTP_ERROR', 'Not here', 404)
    return answer as T
  }
}
const readingList = [{ id: TEST_ID, kind: 'oet-reading', title: 'Reading 1', questionCount: 42 }]

const attempts = [{ testId: 'another', title: 'Other', kind: 'oet-listening' }, { testId: TEST_ID, title: 'Reading 1 (as sat)', kind: 'oet-reading' }]

t.test('results and the test as reviewed, named by the attempt at it without asking the lists', async (t) => {
  const review = { id: TEST_ID, kind: 'oet-reading', title: 'Reading 1', content: {}, answerKey: {} }
  const asked: string[] = []
  const api = fakeApi({ [`/api/listening-tests/${TEST_ID}/results`]: results, [`/api/listening-tests/${TEST_ID}/review`]: review, '/api/me/attempts': attempts })
  const page = await loadResultsPage((async (path: string) => (asked.push(path), api(path))) as ApiFetch, TEST_ID)
  t.same(page, { results: { status: 'ok', data: results }, test: { title: 'Reading 1 (as sat)', kind: 'oet-reading' }, review })
  t.same(asked.sort(), ['/api/listening-tests/' + TEST_ID + '/results', '/api/listening-tests/' + TEST_ID + '/review', '/api/me/attempts'].sort(), 'three calls, no list')
})

t.test("the server's page goes without the review, and does not ask for it", async (t) => {
  const asked: string[] = []
  const api = fakeApi({ [`/api/listening-tests/${TEST_ID}/results`]: results, '/api/me/attempts': attempts })
  const page = await loadResultsPage((async (path: string) => (asked.push(path), api(path))) as ApiFetch, TEST_ID, { withReview: false })
  t.same(page, { results: { status: 'ok', data: results }, test: { title: 'Reading 1 (as sat)', kind: 'oet-reading' }, review: null })
  t.notOk(asked.some((path) => path.endsWith('/review')), 'the review is not asked')
})

t.test('without an attempt (nothing submitted), the test is found in its kind list', async (t) => {
  const page = await loadResultsPage(
    fakeApi({ '/api/oet-listening-tests': [], '/api/oet-reading-tests': readingList, '/api/listening-tests': [] }),
    TEST_ID,
  )
  t.same(page, { results: { status: 'none' }, test: { title: 'Reading 1', kind: 'oet-reading' }, review: null })
})

t.test('a 404 from the results call means no attempts', async (t) => {
  const page = await loadResultsPage(fakeApi({ '/api/oet-reading-tests': readingList }), TEST_ID)
  t.same(page.results, { status: 'none' })
})

t.test('any other failure is an error state; failing lists only lose the title', async (t) => {
  const page = await loadResultsPage(
    fakeApi({
      [`/api/listening-tests/${TEST_ID}/results`]: new ApiError('HTTP_ERROR', 'Bad id', 400),
      '/api/oet-listening-tests': new ApiError('FETCH_ERROR', 'Offline'),
      '/api/oet-reading-tests': new ApiError('TIMEOUT_ERROR', 'Slow'),
      '/api/listening-tests': [],
    }),
    TEST_ID,
  )
  t.same(page, { results: { status: 'error', message: 'Bad id' }, test: undefined, review: null }, 'a review that fails is left out')
})

t.test('the back link goes to the hub of the test kind', async (t) => {
  t.equal(hubFor('oet-reading').to, '/app/oetreading')
  t.equal(hubFor('oet-listening').to, '/app/integration')
  t.equal(hubFor('listening').to, '/app/integration')
  t.equal(hubFor(undefined).to, '/app/welcome')
})
