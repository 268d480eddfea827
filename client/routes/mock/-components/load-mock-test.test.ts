import t from 'tap'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { loadMockTest } from './load-mock-test.ts'
import { MOCK_TEXTS } from './texts.ts'

const TEST_ID = '5f0d4a52-3c1b-4a86-9b9e-2f6f0c7d1e11'
const answer = { id: TEST_ID, kind: 'mock', title: 'Mock 1', reading: { partA: {} }, writing: { task: {} } }
const api = (body: unknown): ApiFetch => (async () => body) as ApiFetch

t.test('the sections, or in the server’s page only the title', async (t) => {
  t.same(await loadMockTest(api(answer), TEST_ID), { test: { title: 'Mock 1', content: { reading: { partA: {} }, writing: { task: {} } } }, failure: null })
  t.same(await loadMockTest(api(answer), TEST_ID, { withContent: false }), { test: { title: 'Mock 1', content: null }, failure: null })
})

t.test('a mock without sections, or a failed call, is a failure with its reason', async (t) => {
  t.same(await loadMockTest(api({ title: 'Empty' }), TEST_ID, { withContent: false }), { test: null, failure: MOCK_TEXTS.loadError })
  const failing: ApiFetch = async () => {
    throw new ApiError('HTTP_ERROR', 'No test with this id.', 404)
  }
  t.same(await loadMockTest(failing, TEST_ID), { test: null, failure: 'No test with this id.' })
})
