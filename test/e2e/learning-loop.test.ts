import t from 'tap'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { evaluateAsAdmin, MEDICINE, sendLetter, sendRecording, SPEAKING_1, twentySecondRecording, visit } from './staff.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { hydrated } from './browser.ts'
import type { TestSummaryList } from '#shared/test-kinds/schema.ts'

/**
 * Issue 36's learning loop, as far as it is built: readiness as a range with its reason, and, once
 * their work is evaluated, a model letter and a model role-play to compare with their own.
 */

const WRITING = { purpose: 2, content: 5, conciseness: 5, genre: 6, organisation: 5, language: 4 }
const SPEAKING = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }

t.test('a model letter and a model role-play, each shown once the student’s own is evaluated', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await newStudentPage(t, browser, url, 'Mona Model')
  const letter = await sendLetter(page, url, await testIdByTitle(page, url, '/api/oet-writing-tests', MEDICINE), 'Dear Dr Marsh,\n\nI am writing about Mr O’Keefe.\n\nYours sincerely,\nNurse')
  const recording = await sendRecording(page, url, await testIdByTitle(page, url, '/api/oet-speaking-tests', SPEAKING_1), await twentySecondRecording())

  await visit(page, url, '/app/oetwriting')
  const sentLetter = page.getByRole('article', { name: MEDICINE })
  t.equal(await sentLetter.getByText('A model letter for this task').count(), 0, 'not while the letter waits for its evaluation')

  await evaluateAsAdmin(url, letter, { criteria: WRITING, grade: 'B', adminComments: 'Clear.' })
  await evaluateAsAdmin(url, recording, { criteria: SPEAKING, grade: 'B', adminComments: 'Warm.' })
  await visit(page, url, '/app/oetwriting')
  await sentLetter.getByText('A model letter for this task').click()
  const model = sentLetter.locator('.model-answer-text')
  await model.waitFor()
  t.match(await model.textContent(), /^Dr Helen Marsh\n[\s\S]*Dear Dr Marsh,[\s\S]*Yours sincerely,/, "the task's model letter, laid out as a letter")

  await visit(page, url, '/oet-speaking')
  const sentRecording = page.getByRole('article', { name: new RegExp(SPEAKING_1) })
  await sentRecording.getByText('A model role-play for this card').click()
  const transcript = sentRecording.locator('.model-answer-text')
  await transcript.waitFor()
  t.match(await transcript.textContent(), /^Nurse: /, "role-play 1's model transcript, the nurse speaking first")
  t.same(errors, [])
})

t.test('the dashboard gives each sub-test a range with its reason, or says there is too little to go on, and each part a chart with the B line', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await newStudentPage(t, browser, url, 'Rana Range')
  const [listening] = await apiJson<TestSummaryList>(page, url, 'GET', '/api/oet-listening-tests')
  for (const answers of [{ '1': 'a' }, { '1': 'b', '2': 'c' }]) await apiJson(page, url, 'POST', `/api/oet-listening-tests/${listening!.id}/submit`, { answers })
  await page.goto(`${url}/dashboard`)
  await hydrated(page)
  const ranges = page.getByRole('region', { name: 'Readiness (an estimate)' })
  const row = (skill: string) => ranges.locator('.readiness-row').filter({ has: page.getByText(skill, { exact: true }) })
  t.match(await row('Listening').textContent(), /likely \d+–\d+ \(grade [A-E+]+.*\)From your last 2 results/, 'a range, never one number, with its reason')
  t.match(await row('Reading').textContent(), /Not enough results yetNo results yet: take a test/, 'too little evidence says so')

  const parts = page.getByRole('region', { name: 'By part, question type and criterion' })
  const partA = parts.getByRole('figure').filter({ hasText: 'Part A' })
  t.equal(await partA.locator('.share-chart-b').count(), 1, "Part A's chart has the grade B line")
  t.equal(await partA.getByRole('table').getByRole('row').count(), 3, 'and a table of both results for screen readers')
  t.match(await partA.getByRole('table').textContent(), /\d+ of \d+ \(\d+%; grade B is about 71%\)/)
  t.same(errors, [])
})
