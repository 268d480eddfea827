import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { loadMockSpeaking, loadSpeakingTest } from './load-speaking-test.ts'

const content = sampleDocument('oetSpeaking').content
const fake =
  (answers: Record<string, unknown>): ApiFetch =>
  async <T>(path: string) => {
    const answer = answers[path]
    if (answer instanceof Error) throw answer
    if (answer === undefined) throw new ApiError('HTTP_ERROR', 'No test with this id.', 404)
    return answer as T
  }

t.test('the test and the parts already submitted from this test (not from a mock)', async (t) => {
  const api = fake({
    '/api/oet-speaking-tests/s1': { id: 's1', kind: 'oet-speaking', ...content },
    '/api/oet-speaking-tests/s1/results': [
      { source: 'test', mainCardNumber: 1 },
      { source: 'mock', mainCardNumber: 2 },
    ],
  })
  const loaded = await loadSpeakingTest(api, 's1')
  t.ok(loaded.test)
  t.same(loaded.submitted, [1])
})

t.test('without the results the test still loads; without the test, the reason', async (t) => {
  const api = fake({ '/api/oet-speaking-tests/s1': { id: 's1', ...content }, '/api/oet-speaking-tests/s1/results': new ApiError('FETCH_ERROR', 'x') })
  t.same((await loadSpeakingTest(api, 's1')).submitted, [])
  t.match(await loadSpeakingTest(fake({}), 'nope'), { failure: 'No test with this id.' })
  t.match(await loadSpeakingTest(fake({ '/api/oet-speaking-tests/e': { title: 'x', mainCards: [] } }), 'e'), { failure: 'Error loading test.' }, 'empty')
})

t.test("a mock's speaking section, or Error loading test.", async (t) => {
  t.ok((await loadMockSpeaking(fake({ '/api/mock-tests/m1': { id: 'm1', speaking: content } }), 'm1')).test)
  t.match(await loadMockSpeaking(fake({ '/api/mock-tests/m1': { id: 'm1', writing: {} } }), 'm1'), { failure: 'Error loading test.' })
  t.match(await loadMockSpeaking(fake({}), 'm2'), { failure: 'No test with this id.' })
})
