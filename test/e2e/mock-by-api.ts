import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import type { QueueItem } from '#shared/evaluation/schema.ts'
import type { MockSubmitResults } from '#shared/mock/results-schema.ts'
import { webm } from '../api/submissions-helper.ts'
import { evaluateAsAdmin, pendingOf } from './staff.ts'
import { apiJson } from './student.ts'

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

/** The letter of `sendWholeMock`, the phrase staff comment on, and their comments. */
export const WHOLE_MOCK_LETTER = 'Dear Ms Carter, I am writing to refer Mr Lee for physiotherapy.'
export const COMMENTED_PHRASE = 'refer Mr Lee'
export const ON_PHRASE = 'Say why: the reason for referral comes first.'
export const AT_ONE = 'Greet the patient before the first question.'

/**
 * A practice attempt at every section of the mock, sent through the API: the first three
 * listening answers right and the fourth wrong, the first two reading answers right, the letter
 * typed and both role-plays recorded.
 */
export async function sendWholeMock(page: Page, url: string, testId: string): Promise<MockSubmitResults> {
  const listeningKey = await sampleKey('listening')
  const readingKey = await sampleKey('reading')
  const [l1, l2, l3, l4] = Object.keys(listeningKey)
  const [r1, r2] = Object.keys(readingKey)
  const attempt = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId, mode: 'practice' })
  const recording = await webm()
  return submitMock(
    page,
    url,
    testId,
    {
      attemptId: attempt.id,
      listeningAnswers: { [l1!]: listeningKey[l1!], [l2!]: listeningKey[l2!], [l3!]: listeningKey[l3!], [l4!]: 'something else entirely' },
      readingAnswers: { [r1!]: readingKey[r1!], [r2!]: readingKey[r2!] },
      writingAnswer: WHOLE_MOCK_LETTER,
      writingData: { mode: 'computer' },
      speakingResponses: [1, 2],
    },
    [recording, recording],
  )
}

/** A practice attempt at listening and reading only, sent through the API with nothing answered. */
export async function sendUnansweredMock(page: Page, url: string, testId: string): Promise<MockSubmitResults> {
  const attempt = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId, mode: 'practice', sections: ['listening', 'reading'] })
  return submitMock(page, url, testId, { attemptId: attempt.id, listeningAnswers: {}, readingAnswers: {} })
}

/** A mock's speaking as evaluated by the tests: 6 + 6 + 6 + 6 + 3 + 3 + 1 = 31 of 39 marks, 400 on the 0-500 scale. */
export const MOCK_SPEAKING_CRITERIA = { intelligibility: 6, fluency: 6, appropriateness: 6, grammar: 6, relationship: 3, perspective: 3, structure: 1, gathering: 0, giving: 0 }

/**
 * Staff evaluate the page's student's mock work through the API (the evaluation screens have
 * tests of their own): the letter 27 of 38 marks with a comment on COMMENTED_PHRASE, the two
 * role-plays as one sitting 31 of 39, with a comment at 0:01 of role-play 1. The product is shared
 * with other tests: this student's items only. Answers the items evaluated.
 */
export async function evaluateMockWork(page: Page, url: string, testId: string): Promise<QueueItem[]> {
  const { user } = await apiJson<{ user: { id: string } }>(page, url, 'GET', '/api/auth/me')
  const made = (await pendingOf(url, user.id)).filter((item) => item.test.id === testId)
  const start = WHOLE_MOCK_LETTER.indexOf(COMMENTED_PHRASE)
  await evaluateAsAdmin(url, made.find((row) => row.skill === 'writing')!.id, {
    // 3 + 5 + 5 + 5 + 5 + 4.
    criteria: { purpose: 3, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 4 },
    grade: 'B',
    adminComments: 'Clear purpose; tighten the closing.',
    anchoredComments: [{ kind: 'text', start, end: start + COMMENTED_PHRASE.length, comment: ON_PHRASE }],
  })
  // The role-plays are one sitting, one evaluation (decision 0105): 31 of 39 marks.
  await evaluateAsAdmin(url, made.find((row) => row.skill === 'speaking')!.id, {
    criteria: MOCK_SPEAKING_CRITERIA,
    grade: 'B',
    adminComments: 'Good rapport in both role-plays.',
    anchoredComments: [{ kind: 'time', at: 1.2, part: 1, comment: AT_ONE }],
  })
  return made
}
