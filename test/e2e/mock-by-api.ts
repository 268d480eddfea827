import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import type { MockSubmitResults } from '#shared/contracts/mock-results.ts'

/** The sample mock's key of one section, un-prefixed. */
export async function sampleKey(section: 'listening' | 'reading'): Promise<Record<string, string>> {
  const document = JSON.parse(await readFile('content/mock-1/test.json', 'utf8')) as { answerKey: Record<string, string> }
  return Object.fromEntries(
    Object.entries(document.answerKey)
      .filter(([id]) => id.startsWith(`${section}:`))
      .map(([id, key]) => [id.slice(section.length + 1), key]),
  )
}

/**
 * POSTs the mock's multipart form through the web server as the page's scripts do (session
 * cookie, anti-forgery token): for tests of what follows a submit, since the mock screens have
 * tests of their own.
 */
export async function submitMock(page: Page, url: string, testId: string, fields: Record<string, unknown>, recordings: Buffer[] = []): Promise<MockSubmitResults> {
  const cookies = await page.context().cookies()
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  recordings.forEach((bytes, i) => form.append('speakingFiles', new Blob([new Uint8Array(bytes)], { type: 'audio/webm' }), `part-${i + 1}.webm`))
  const response = await fetch(`${url}/api/mock-tests/${testId}/submit`, {
    method: 'POST',
    headers: {
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      'x-csrf-token': cookies.find((cookie) => cookie.name.endsWith('oet_csrf'))?.value ?? '',
      origin: url,
    },
    body: form,
  })
  if (!response.ok) throw new Error(`mock submit answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as MockSubmitResults
}
