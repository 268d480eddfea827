import t from 'tap'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { answerKeyPath, loadListeningTest } from './load-listening-test.ts'

const ID = '0b9f3c1e-6a61-4d2b-9f0e-6f7f4c1b2a10'
const parts = { partA: { extracts: [] }, partB: { questions: [] }, partC: { extracts: [] } }

function fakeApi(answers: Record<string, unknown>, asked: string[] = []): ApiFetch {
  return async <T>(path: string) => {
    asked.push(path)
    const answer = answers[path]
    if (answer instanceof Error) throw answer
    if (answer === undefined) throw new ApiError('HTTP_ERROR', 'No test with this id.', 404)
    return answer as T
  }
}

t.test('an OET listening test comes from its own path', async (t) => {
  const test = await loadListeningTest(fakeApi({ [`/api/oet-listening-tests/${ID}`]: { id: ID, kind: 'oet-listening', title: 'T', ...parts } }), ID)
  t.same(test, { id: ID, kind: 'oet-listening', title: 'T', content: parts })
})

t.test('a general listening test is found after the OET path answers 404', async (t) => {
  const asked: string[] = []
  const api = fakeApi({ [`/api/listening-tests/${ID}`]: { id: ID, kind: 'listening', title: 'G', ...parts } }, asked)
  t.equal((await loadListeningTest(api, ID)).kind, 'listening')
  t.same(asked, [`/api/oet-listening-tests/${ID}`, `/api/listening-tests/${ID}`])
})

t.test('other failures and content that is not listening are errors', async (t) => {
  const down = new ApiError('FETCH_ERROR', 'Cannot reach the server.')
  await t.rejects(loadListeningTest(fakeApi({ [`/api/oet-listening-tests/${ID}`]: down }), ID), down, 'no second call when the server is away')
  await t.rejects(loadListeningTest(fakeApi({}), ID), new ApiError('HTTP_ERROR', 'No test with this id.', 404))
  await t.rejects(loadListeningTest(fakeApi({ [`/api/oet-listening-tests/${ID}`]: { id: ID, kind: 'oet-listening', title: 'T' } }), ID), /no listening content/)
})

t.test('the answer key path of each kind', async (t) => {
  t.equal(answerKeyPath('oet-listening', ID), `/api/oet-listening-tests/${ID}/answer-key`)
  t.equal(answerKeyPath('listening', ID), `/api/listening-tests/${ID}/answer-key`)
})
