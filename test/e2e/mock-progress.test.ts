import t from 'tap'
import { gradeFor } from '#shared/scoring/grade.ts'
import { MOCK_SPEAKING_CRITERIA, sampleKey, submitMock } from './mock-by-api.ts'
import { webm } from '../api/submissions-helper.ts'
import { DESKTOP, hydrated } from './browser.ts'
import { MOCK_TITLE } from './mock-screens.ts'
import { evaluateAsAdmin, pendingOf } from './staff.ts'
import { apiJson, openPage, registerStudent, testIdByTitle } from './student.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

t.test("a finished mock counts on the dashboard, its hub card states one scale, and its review reads as a person writes", async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await openPage(t, browser, { viewport: DESKTOP, timezoneId: 'UTC' })
  await registerStudent(page, url, 'Mock Progress Student')
  const testId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)

  // Every listening answer right but the last four, every reading answer wrong but two; a letter and both role-plays.
  const listeningKey = await sampleKey('listening')
  const readingKey = await sampleKey('reading')
  const listeningIds = Object.keys(listeningKey)
  const [r1, r2] = Object.keys(readingKey)
  const listeningAnswers = Object.fromEntries(listeningIds.map((id, i) => [id, i < listeningIds.length - 4 ? listeningKey[id]! : 'no idea']))
  const attempt = await apiJson<{ id: string }>(page, url, 'POST', '/api/attempts', { testId, mode: 'practice' })
  const recording = await webm()
  const submitted = await submitMock(
    page,
    url,
    testId,
    {
      attemptId: attempt.id,
      listeningAnswers,
      readingAnswers: { [r1!]: readingKey[r1!], [r2!]: readingKey[r2!] },
      writingAnswer: 'Dear Ms Carter, I am writing to refer Mr Lee for physiotherapy.',
      writingData: { mode: 'computer' },
      speakingResponses: [1, 2],
    },
    [recording, recording],
  )
  const listening = submitted.results.listening!.score
  const reading = submitted.results.reading!.score

  await t.test('the dashboard counts the mock in listening and reading, marked as a mock test', async (t) => {
    await page.goto(`${url}/dashboard`)
    await hydrated(page)
    const skill = (name: string) => page.getByRole('article', { name, exact: true })
    t.match(await skill('Listening').textContent(), new RegExp(`${listening.roundedScore} / 500 Grade ${escape(listening.grade)}`), 'the mock listening score')
    t.match(await skill('Reading').textContent(), new RegExp(`${reading.roundedScore} / 500 Grade ${escape(reading.grade)}`), 'the mock reading score')
    t.equal(await page.getByText('No scores yet').count(), 0, 'no more "No scores yet"')
    t.match(await skill('Listening').textContent(), /1 attempt \(1 in mock tests\), latest .* in Mock test 1.*mock test/s, 'said to be from a mock test')
    await skill('Listening').getByText('All listening scores').click()
    t.match(await skill('Listening').getByRole('table').textContent(), new RegExp(`${escape(MOCK_TITLE)}\\s*mock test\\s*${listening.roundedScore}`))
    const recent = page.getByRole('region', { name: 'Recent attempts' })
    t.match(await recent.textContent(), new RegExp(`Listening ${listening.roundedScore} / 500.*Reading ${reading.roundedScore} / 500`, 's'), 'recent attempts list the mock with both sections')
  })

  // Staff evaluate the letter (27 of 38) and both role-plays (30 and 33 of 39) through the API.
  // The product is shared with other tests: this student's items only.
  const { user } = await apiJson<{ user: { id: string } }>(page, url, 'GET', '/api/auth/me')
  const made = (await pendingOf(url, user.id)).filter((item) => item.test.id === testId)
  await evaluateAsAdmin(url, made.find((row) => row.skill === 'writing')!.id, { criteria: { purpose: 3, content: 5, conciseness: 5, genre: 5, organisation: 5, language: 4 }, grade: 'B', adminComments: 'Clear purpose.' })
  // Both role-plays, one sitting: one evaluation (decision 0105).
  await evaluateAsAdmin(url, made.find((row) => row.skill === 'speaking')!.id, { criteria: MOCK_SPEAKING_CRITERIA, grade: 'B', adminComments: 'Good rapport.' })

  await t.test("the hub card: every section on OET's 0-500 scale with its grade, said once", async (t) => {
    await page.goto(`${url}/mock-tests`)
    await hydrated(page)
    const latest = page.getByRole('article', { name: MOCK_TITLE }).locator('.mock-latest')
    const value = (section: string) => latest.locator('div', { hasText: section }).locator('dd').textContent()
    t.equal(await value('Listening'), `${listening.roundedScore} (${listening.grade})`)
    t.equal(await value('Reading'), `${reading.roundedScore} (${reading.grade})`)
    t.equal(await value('Writing'), '360 (B)', '27 of 38 marks on the 0-500 scale, with the evaluator grade')
    t.equal(await value('Speaking'), `400 (${gradeFor(400)})`, '31 of 39 marks on the same scale')
    t.notMatch(await latest.textContent(), /marks/, 'no figure in marks beside the scores')
    t.ok(await page.getByText("Each section on OET's scale of 0 to 500, with its grade in brackets").isVisible(), 'the scale is said once')
  })

  await t.test('the review shows each key as a person would write it', async (t) => {
    await page.goto(`${url}/mock-tests/${testId}/results`)
    await hydrated(page)
    await page.getByRole('button', { name: 'View attempt 1' }).click()
    const dialog = page.getByRole('dialog', { name: 'Attempt 1' })
    await dialog.waitFor()
    const keys = await dialog.locator('td.review-key').allTextContents()
    t.ok(keys.includes('TIAalso accepted: mini stroke, mini-stroke'), '"(a) TIA/mini stroke/(a) mini-stroke" reads "TIA", also accepted "mini stroke", "mini-stroke"')
    t.ok(keys.includes('hanging upalso accepted: hanging'), '"hanging (up)" reads "hanging up", also accepted "hanging"')
    t.notOk(keys.some((key) => /[()/]/.test(key)), 'no slashes or brackets of the key notation in any key shown')
    t.ok(await dialog.getByText('TIA', { exact: true }).isVisible())
  })

  t.same(errors, [], 'no script errors')
})
