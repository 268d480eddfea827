import t, { type Test } from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { LetterChecks } from '#shared/letter-checks/schema.ts'
import type { ListeningResultsResponse } from '#shared/results/schema.ts'
import { makeOgg } from '../api/tests-fixtures.ts'
import { fieldId } from '#client/routes/admin/-components/editor/pointer.ts'
import { hydrated } from './browser.ts'
import { question } from './exam-screens.ts'
import { apiJson, newStudentPage } from './student.ts'
import { assembleMock, editorField as field, openTo, staffPage, startDraft, visit } from './staff.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'

/**
 * Issue 20's journey: a staff member writes a small listening test with its audio and a reading
 * test with a table in the browser, previews one as a student, publishes both; a student sits
 * the reading test; staff edit it into version 2, and the student's attempt keeps version 1's review.
 */

async function fill(page: Page, pointer: string, value: string): Promise<void> {
  await openTo(page, pointer)
  await field(page, pointer).fill(value)
}

/** Presses "Add ..." inside the group of a field. */
async function add(page: Page, groupPointer: string, name: string): Promise<void> {
  await openTo(page, groupPointer)
  const group = page.locator(`fieldset[data-pointer="${groupPointer}"]`)
  await group.getByRole('button', { name, exact: true }).last().click()
}

/** One multiple-choice question of two options, keyed by its first. */
async function mcq(page: Page, list: string, id: string, text: string, options: [string, string]): Promise<void> {
  await add(page, list, 'Add MCQ question')
  const count = await page.locator(`fieldset[data-pointer="${list}"] > details`).count()
  const at = `${list}/${count - 1}`
  await fill(page, `${at}/question_id`, id)
  await fill(page, `${at}/question`, text)
  await fill(page, `${at}/options/0`, options[0])
  await fill(page, `${at}/options/1`, options[1])
}

async function key(page: Page, id: string, answer: string): Promise<void> {
  const newEntry = page.locator(`#${fieldId('/answerKey')}-new`)
  await newEntry.fill(id)
  await newEntry.press('Enter')
  await fill(page, `/answerKey/${id}`, answer)
}

async function saveAndPublish(t: Test, page: Page): Promise<void> {
  await page.keyboard.press('Control+s')
  await page.getByText('Saved. Ready to publish.').waitFor()
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText(/^Published: students now see version \d+\.$/).waitFor()
  t.ok(await page.getByText('Published', { exact: true }).first().isVisible(), 'the version says Published')
}

async function audioFile(t: Test): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'oet-authoring-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  return (await makeOgg(dir, 'part.ogg', 440, 3)).path
}

t.test('staff write, preview and publish tests in the browser; a student keeps the version they sat', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const staff = await staffPage(t, browser, url, 'Rosa Lind', 'staff')
  const { page } = staff
  const audio = await audioFile(t)
  let readingId = ''

  await t.test('a listening test with its audio: problems beside their fields, then published', async (t) => {
    const id = await startDraft(page, url, 'General listening', 'Authored listening: the clinic front desk')
    t.equal(await page.getByRole('region', { name: /to fix before publishing/ }).count(), 0, 'a new draft lists no problems before its first save')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await page.getByText(/^Saved\. 3 problems to fix before publishing\.$/).waitFor()
    const problems = page.getByRole('region', { name: /to fix before publishing/ })
    await problems.waitFor()
    t.match(await problems.textContent(), 'Part A › Audio URL: must not be empty', 'the summary names the empty audio field')
    t.match(await page.locator(`#${fieldId('/content/partA/audioURL')}-problem`).textContent(), /.+/, 'and the problem stands beside it')
    // By keyboard: a problem in the list takes the focus to its field.
    await problems.getByRole('button', { name: 'Part B › Audio URL' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction((id) => document.activeElement?.id === id, fieldId('/content/partB/audioURL'))
    t.pass('Enter on a listed problem puts the focus in its field')

    for (const [n, part] of ['partA', 'partB', 'partC'].entries()) {
      await page.locator(`#${fieldId(`/content/${part}/audioURL`)}-upload`).setInputFiles(audio)
      await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value.startsWith('/api/media/'), `#${fieldId(`/content/${part}/audioURL`)}`)
      await mcq(page, `/content/${part}/mcqQuestions`, String(n + 1), `Listening question ${n + 1}?`, ['Monday', 'Friday'])
      await key(page, String(n + 1), 'Monday')
    }
    t.ok(await page.locator('audio').first().isVisible(), 'an uploaded recording can be played back in the form')
    // Where Part A's recording says question 1's answer: the review deck replays that stretch (issue 36).
    await add(page, '/content/partA', 'Add answer stretches')
    const newStretch = page.locator(`#${fieldId('/content/partA/answerStretches')}-new`)
    await newStretch.fill('1')
    await newStretch.press('Enter')
    await fill(page, '/content/partA/answerStretches/1/startSeconds', '0.5')
    await fill(page, '/content/partA/answerStretches/1/endSeconds', '2.5')
    await saveAndPublish(t, page)
    const listed = await apiJson<{ id: string }[]>(page, url, 'GET', '/api/listening-tests')
    t.ok(listed.some((test) => test.id === id), 'students are offered it')
    const stored = await apiJson<{ document: { content: { partA: { answerStretches?: unknown } } } }>(page, url, 'GET', `/api/admin/tests/${id}`)
    t.same(stored.document.content.partA.answerStretches, { '1': { startSeconds: 0.5, endSeconds: 2.5 } }, 'the answer stretch is kept with the test')
  })

  await t.test('a reading test with a table, previewed as a student sees it, then published', async (t) => {
    readingId = await startDraft(page, url, 'OET reading', 'Authored reading: hand hygiene')
    await fill(page, '/content/heading', 'Reading sub-test')
    for (const part of ['partA', 'partB', 'partC']) {
      await fill(page, `/content/${part}/heading`, `Part ${part.at(-1)}`)
      await fill(page, `/content/${part}/instructions`, 'Read the text and answer the question.')
    }
    await add(page, '/content/partA/readingTexts', 'Add reading text')
    await fill(page, '/content/partA/readingTexts/0/title', 'Text A: the five moments')
    await add(page, '/content/partA/readingTexts/0/paragraphs', 'Add paragraph')
    await fill(page, '/content/partA/readingTexts/0/paragraphs/0', 'Clean your hands before touching a patient and after touching their surroundings.')
    await add(page, '/content/partA/readingTexts/0', 'Add tables')
    await add(page, '/content/partA/readingTexts/0/tables', 'Add table')
    const table = '/content/partA/readingTexts/0/tables/0'
    await fill(page, `${table}/mainHeading`, 'Audit of hand hygiene by ward')
    await fill(page, `${table}/instructions`, 'Percentages of observed moments.')
    for (const [i, heading] of ['Ward', 'Compliance'].entries()) {
      await add(page, `${table}/columns`, 'Add column')
      await fill(page, `${table}/columns/${i}/heading`, heading)
    }
    for (const [i, [ward, share]] of [['Ward 4', '92%'], ['Ward 7', '71%']].entries()) {
      await add(page, `${table}/rows`, 'Add row')
      await add(page, `${table}/rows/${i}/entries`, 'Add entry')
      await fill(page, `${table}/rows/${i}/entries/0`, ward!)
      await add(page, `${table}/rows/${i}/entries`, 'Add entry')
      await fill(page, `${table}/rows/${i}/entries/1`, share!)
    }
    await mcq(page, '/content/partA/mcqQuestions', '1', 'Which ward met the audit target?', ['Ward 4', 'Ward 7'])
    await key(page, '1', 'Ward 4')
    await page.keyboard.press('Control+s')
    await page.getByText('Saved. Ready to publish.').waitFor()

    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview: practice' }).click()])
    await hydrated(preview)
    await preview.getByRole('button', { name: 'Start', exact: true }).click()
    const texts = preview.getByRole('region', { name: 'Texts' })
    await texts.getByRole('table', { name: /Audit of hand hygiene by ward/ }).waitFor()
    t.ok(await question(preview, '1').getByRole('radio', { name: 'Ward 4' }).isVisible(), 'the preview is the student screen, with the question')
    await preview.close()

    await saveAndPublish(t, page)
  })

  const student = await newStudentPage(t, browser, url, 'Noor Haddad')

  await t.test('a student sits the published reading test', async (t) => {
    await visit(student.page, url, `/oet-reading/${readingId}?mode=practice`)
    await student.page.getByRole('button', { name: 'Start', exact: true }).click()
    await question(student.page, '1').getByRole('radio', { name: 'Ward 4' }).check()
    await student.page.getByRole('button', { name: 'Submit Test' }).click()
    await student.page.getByRole('dialog', { name: 'Submit Test' }).getByRole('button', { name: 'Submit Test' }).click()
    const result = student.page.getByRole('dialog', { name: 'Test Submitted!' })
    await result.waitFor()
    t.match(await result.locator('.score-summary').textContent(), 'Correct1 / 1', 'right by version 1’s key')
  })

  await t.test('staff edit the published test into version 2; the earlier attempt keeps its own review', async (t) => {
    await visit(page, url, `/admin/tests/${readingId}`)
    t.ok(await field(page, '/title').evaluate((input: HTMLInputElement) => input.readOnly), 'a published version is read-only')
    await page.getByRole('button', { name: 'Edit as version 2' }).click()
    await page.waitForURL((next) => !next.pathname.endsWith(readingId))
    await hydrated(page)
    await fill(page, '/title', 'Authored reading: hand hygiene (revised)')
    await fill(page, '/answerKey/1', 'Ward 7')
    await saveAndPublish(t, page)
    await visit(page, url, '/admin/tests')
    const versions = page.getByRole('list', { name: 'Versions of Authored reading: hand hygiene (revised)' })
    t.match(await versions.textContent(), /Version 2\s*published.*Version 1\s*retired/s, 'the list shows both versions')

    const offered = await apiJson<{ id: string; title: string }[]>(student.page, url, 'GET', '/api/oet-reading-tests')
    t.notOk(offered.some((test) => test.id === readingId), 'students are now offered version 2, not version 1')
    const record = await apiJson<ListeningResultsResponse>(student.page, url, 'GET', `/api/listening-tests/${readingId}/results`)
    t.same(record.results[0]?.review.map((item) => [item.correctAnswer, item.isCorrect]), [['Ward 4', true]], "version 1's key marks the earlier attempt")
    await visit(student.page, url, `/test-results/${readingId}`)
    await student.page.getByRole('heading', { name: 'Your Attempts (1)' }).waitFor()
    t.ok(await student.page.getByRole('heading', { level: 1, name: 'Authored reading: hand hygiene' }).isVisible(), "the results page names version 1's title")
    await student.page.getByRole('button', { name: 'View attempt #1' }).click()
    const details = student.page.getByRole('dialog', { name: 'Attempt #1 Details' })
    await details.waitFor()
    t.match(await details.locator('.review-key').first().textContent(), /Ward 4/, "the attempt's review shows version 1's answer")
    t.equal(await details.getByRole('cell', { name: 'Correct', exact: true }).count(), 1, 'marked right, as it was')
  })

  await t.test('a mock assembled from published tests: a section copied with its key, then published', async (t) => {
    const id = await startDraft(page, url, 'Mock test', 'Authored mock: assembled')
    await assembleMock(page)
    await saveAndPublish(t, page)
    const mocks = await apiJson<{ id: string; parts?: string[]; questionCount: number }[]>(student.page, url, 'GET', '/api/mock-tests')
    const mock = mocks.find((test) => test.id === id)
    t.same(mock?.parts, ['listening', 'writing'], 'the mock has the two sections copied')
    t.equal(mock?.questionCount, 42, "with the listening test's 42 keys")
  })

  await t.test('two tabs on one draft: the second save says it would overwrite the first, and keeps what was typed', async (t) => {
    const id = await startDraft(page, url, 'OET writing', 'Authored letter: two tabs')
    const second = await staff.context.newPage()
    await visit(second, url, `/admin/tests/${id}`)
    await fill(page, '/content/title', 'Typed in the first tab')
    await page.keyboard.press('Control+s')
    await page.getByText(/^Saved\./).waitFor()
    await fill(second, '/content/title', 'Typed in the second tab')
    await second.getByRole('button', { name: 'Save draft' }).click()
    const refused = second.getByRole('alert').filter({ hasText: 'This draft was saved elsewhere' })
    await refused.waitFor()
    t.equal(await field(second, '/content/title').inputValue(), 'Typed in the second tab', 'what the second tab typed is still on its screen')
    t.ok(await second.getByText('Unsaved changes').isVisible(), 'and marked unsaved')
    const saved = await apiJson<{ document: { content: { title: string } } }>(page, url, 'GET', `/api/admin/tests/${id}`)
    t.equal(saved.document.content.title, 'Typed in the first tab', "the first tab's save stands")
    await second.close()
  })

  await t.test("a writing task's case note marked relevant, with its key terms, is what the letter checks go by", async (t) => {
    const id = await startDraft(page, url, 'OET writing', 'Authored letter: marked notes')
    const note = '/content/caseNotes/0/subSections/0'
    await add(page, '/content/caseNotes', 'Add case note')
    await fill(page, '/content/caseNotes/0/title', 'Medical history')
    await add(page, '/content/caseNotes/0/subSections', 'Add sub section')
    await fill(page, `${note}/label`, 'Allergies')
    await fill(page, `${note}/content`, 'Penicillin (rash, 1998)')
    await add(page, note, 'Add relevant')
    t.match(await page.locator(`#${fieldId(`${note}/relevant`)}-hint`).textContent(), /a good letter uses this note/, 'the field says what it is for')
    await field(page, `${note}/relevant`).check()
    await add(page, note, 'Add key terms')
    await add(page, `${note}/keyTerms`, 'Add key term')
    await fill(page, `${note}/keyTerms/0`, 'penicillin|allergy')
    await page.keyboard.press('Control+s')
    await page.getByText(/^Saved/).waitFor()
    const letter = 'Dear Dr Lee,\n\nRe: Mr Ashworth\n\nI am writing about Mr Ashworth.\n\nYours sincerely,\nNurse'
    const left = await apiJson<LetterChecks>(page, url, 'POST', `/api/writing-tests/${id}/checks`, { letter })
    t.ok(left.findings.some((f) => f.kind === 'coverage' && f.message.includes('"Allergies (Medical history)"')), 'a letter without it is told it left the note out')
    const used = await apiJson<LetterChecks>(page, url, 'POST', `/api/writing-tests/${id}/checks`, { letter: letter.replace('about', 'about the allergy of') })
    t.notOk(used.findings.some((f) => f.kind === 'coverage'), 'a letter with a key term of it is not')
  })

  t.same(staff.errors, [], 'no script errors for staff')
  t.same(student.errors, [], 'none for the student')
})
