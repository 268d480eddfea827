import t from 'tap'
import { randomUUID } from 'node:crypto'
import { startProduct } from '#test/product.ts'
import { newStudent } from '#test/helper.ts'

/**
 * What a page carries for hydration (decision 0098): the results page goes without the test's
 * review, the reading test without the test and the mock test without its sections, which were
 * most of each page. The browser asks
 * for them once hydrated; the browser tests check it shows them.
 */
t.test("a page goes without the data only a later screen shows", async (t) => {
  const { apiUrl, url } = await startProduct(t, { sampleContent: true })
  const register = await fetch(`${apiUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newStudent()) })
  const { token } = (await register.json()) as { token: string }
  const api = async <T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const answer = await fetch(`${apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`)
    return (await answer.json()) as T
  }
  const page = async (path: string) => {
    const answer = await fetch(`${url}${path}`, { headers: { cookie: `oet_session=${token}` } })
    t.equal(answer.status, 200, `${path} is served`)
    return answer.text()
  }

  const [reading] = await api<{ id: string }[]>('/api/oet-reading-tests')
  const attempt = await api<{ id: string }>('/api/attempts', { testId: reading!.id, mode: 'practice', minutes: 'no-limit' })
  await api(`/api/oet-listening-tests/${reading!.id}/submit`, { answers: {}, attemptId: attempt.id }, { 'idempotency-key': randomUUID() })
  const explanation = plainWords(await api(`/api/listening-tests/${reading!.id}/review`), 'explanation')
  const results = await page(`/test-results/${reading!.id}`)
  t.match(results, 'aria-label="View attempt #1"', 'the results page shows the attempt')
  t.notMatch(results, explanation, 'without the review, which its dialog asks for')

  const readingText = plainWords(await api(`/api/oet-reading-tests/${reading!.id}`), 'instructions')
  const readingPage = await page(`/oet-reading/${reading!.id}`)
  t.notMatch(readingPage, readingText, 'the reading test page goes without the test, which the browser asks for')

  const [mock] = await api<{ id: string; title: string }[]>('/api/mock-tests')
  const instructions = plainWords(await api(`/api/mock-tests/${mock!.id}`), 'instructions')
  const mockPage = await page(`/mock-test/${mock!.id}`)
  t.match(mockPage, mock!.title, 'the mock test page has the mock, by its title')
  t.notMatch(mockPage, instructions, 'without its sections, which the browser asks for as it starts the attempt')
})

/** The first words of the first `field` found in `value`: plain words, written the same in a page's data as in JSON. */
function plainWords(value: unknown, field: string): string {
  const text = JSON.stringify(value).match(new RegExp(`"${field}":"([^"]+)"`))?.[1]
  const words = text?.match(/[A-Za-z][A-Za-z ]{24,}/)?.[0]
  if (!words) throw new Error(`no ${field} of plain words to look for`)
  return words
}
