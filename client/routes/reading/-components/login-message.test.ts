import t from 'tap'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { withLoginMessage } from './login-message.ts'

const failingWith = (error: Error) =>
  (async () => {
    throw error
  }) as ApiFetch
const caught = (api: ApiFetch) => api('/api/oet-listening-tests/x/submit', { method: 'POST' }).catch((error: unknown) => error)

t.test('a 401 reads "Please log in to submit the test!"', async (t) => {
  const error = await caught(withLoginMessage(failingWith(new ApiError('HTTP_ERROR', 'Token expired', 401))))
  t.ok(error instanceof ApiError)
  t.equal((error as ApiError).message, 'Please log in to submit the test!')
  t.equal((error as ApiError).status, 401)
})

t.test('other failures and answers pass through as they are', async (t) => {
  const refused = new ApiError('HTTP_ERROR', 'This attempt has already been submitted.', 409)
  t.equal(await caught(withLoginMessage(failingWith(refused))), refused)
  const offline = new ApiError('FETCH_ERROR', 'Cannot reach the server.')
  t.equal(await caught(withLoginMessage(failingWith(offline))), offline, 'offline stays retryable')
  const ok = (async () => ({ score: 350 })) as ApiFetch
  t.same(await withLoginMessage(ok)('/api/x'), { score: 350 })
})
