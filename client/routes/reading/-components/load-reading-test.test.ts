import t from 'tap'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { isReadingTest, loadReadingTest } from './load-reading-test.ts'

const part = { heading: 'Part', instructions: '', readingTexts: [], mcqQuestions: [], noteCompletionQuestions: [], sentenceCompletionQuestions: [] }
const test = { id: 't1', kind: 'oet-reading', title: 'T', heading: 'T', partA: part, partB: part, partC: part }

t.test('a reading test needs all three parts with their lists', async (t) => {
  t.ok(isReadingTest(test))
  t.notOk(isReadingTest({ ...test, partC: undefined }), 'a missing part')
  t.notOk(isReadingTest({ ...test, partB: { ...part, mcqQuestions: null } }), 'a part without its list')
  t.notOk(isReadingTest(null))
  t.notOk(isReadingTest('test'))
})

t.test('the loader asks for the test by id; a failed or empty answer is a state, not a thrown error', async (t) => {
  const asked: string[] = []
  const api = (async (path: string) => {
    asked.push(path)
    return path.endsWith('/empty') ? {} : test
  }) as ApiFetch
  t.same(await loadReadingTest(api, 'a b'), { test })
  t.same(asked, ['/api/oet-reading-tests/a%20b'])
  t.same(await loadReadingTest(api, 'empty'), { failure: 'Error loading test' }, 'an empty test is a failure')
  const failing = (async () => {
    throw new ApiError('HTTP_ERROR', 'No such test.', 404)
  }) as ApiFetch
  t.same(await loadReadingTest(failing, 'x'), { failure: 'No such test.' }, 'a failed call keeps the server’s words')
})

t.test("the server's page goes with what the start panel shows, or the failure", async (t) => {
  const api = (async (path: string) => (path.endsWith('/empty') ? {} : test)) as ApiFetch
  const none = { texts: 0, questions: 0 }
  t.same(
    await loadReadingTest(api, 't1', { withContent: false }),
    { start: { name: 'T', parts: [{ part: 'partA', ...none }, { part: 'partB', ...none }, { part: 'partC', ...none }] } },
    'the browser asks for the rest',
  )
  t.same(await loadReadingTest(api, 'empty', { withContent: false }), { failure: 'Error loading test' }, 'a test that cannot be had is said at once')
})
