import type { Page } from 'playwright-core'
import type { TestVersionView } from '#shared/authoring/schema.ts'
import { UNADDED_COMMENT_MESSAGE } from '#client/routes/staff/-components/evaluation-values.ts'
import { CLAIM_WATCH_MS } from '#client/routes/staff/-components/use-claim.ts'
import { apiJson, testIdByTitle } from '../student.ts'
import {
  MEDICINE,
  NURSING,
  ONE_PAGE_PDF,
  REFERRAL_LETTER,
  SPEAKING_1,
  asAdmin,
  draftWith,
  assembleMock,
  evaluateAsAdmin,
  openPhoneMenu,
  openTo,
  score,
  sendLetter,
  sendPhotographedLetter,
  sendRecording,
  startDraft,
  studentByApi,
  twentySecondRecording,
  visit as goTo,
} from '../staff.ts'
import { lookAt, type Visit } from './tour.ts'

/**
 * The staff screens: the header, the evaluation queue and screens (letter, a speaking sitting's
 * recordings, photographed pages, comments pinned to the work, a takeover), the test editor; and
 * what a student reads of an evaluation. The admin's pages and double marking: admin.test.ts.
 */

const SALUTATION = 'Dear Ms Thorne'
const PHRASE = 'cellulitis of the left leg'
const ON_PHRASE = 'Name the side and the extent: <b>exactly</b> what the nurse will see.'
const ON_SALUTATION = 'A correct, formal salutation.'
const AT_TWELVE = 'Here you rush the dosage: slow down and check understanding.'
const CLAIMED = 'You are evaluating this submission until'

/** Made once, for the two tours that send a recording with a moment worth commenting on. */
let recording: Promise<string> | undefined
const aRecording = () => (recording ??= twentySecondRecording())

const evaluation = (id: string) => `/staff/submissions/${id}`

/** Chooses `phrase` in the letter's text box as a selection made by hand; the keyboard's own way is tested in feedback. */
async function chooseWords(page: Page, phrase: string) {
  const start = REFERRAL_LETTER.indexOf(phrase)
  await page.getByRole('textbox', { name: 'The letter' }).evaluate(
    (box: HTMLTextAreaElement, [from, to]) => {
      box.focus()
      box.setSelectionRange(from!, to!)
    },
    [start, start + phrase.length],
  )
  // React reads the box's selection on its key events: Shift alone moves nothing.
  await page.keyboard.press('Shift')
}

/** Pins `comment` to `phrase` of the letter. */
async function pinToWords(page: Page, phrase: string, comment: string) {
  await chooseWords(page, phrase)
  await page.getByLabel(`Comment on “${phrase}”`).fill(comment)
  await page.keyboard.press('Enter')
}

/** The evaluator's tour's student (a page for API calls) and the submissions it works on. */
const work = { student: undefined as Page | undefined, nursing: '', letter: '', recording: '', photos: '' }

/** A student's letter, recording and letter on paper (for another test: one letter per test waits at a time), sent through the API. */
async function sendWork({ t, browser, url }: Visit) {
  const student = (work.student = await studentByApi(t, browser, url, 'Stella Marsh'))
  const testId = (title: string, list: string) => testIdByTitle(student, url, list, title)
  work.nursing = await testId(NURSING, '/api/oet-writing-tests')
  work.letter = await sendLetter(student, url, work.nursing, REFERRAL_LETTER)
  const speaking = await testId(SPEAKING_1, '/api/oet-speaking-tests')
  work.recording = await sendRecording(student, url, speaking, await aRecording())
  // Both role-plays: the evaluation screen shows the sitting's two recordings (decision 0105).
  await sendRecording(student, url, speaking, await aRecording(), 2)
  const photos = await sendPhotographedLetter(student, url, await testId(MEDICINE, '/api/oet-writing-tests'))
  if (!photos.ok()) throw new Error(`the letter on paper answered ${photos.status()}: ${await photos.text()}`)
  work.photos = ((await photos.json()) as { submissionId: string }).submissionId
}

async function openClaimed({ page, url }: Visit, id: string) {
  await goTo(page, url, evaluation(id))
  await page.getByText(CLAIMED).waitFor()
}

/** The tour student's letter and recording, evaluated by the admin with comments pinned to words and to a moment. */
async function evaluatedWork({ page, url }: Visit) {
  const nursing = await testIdByTitle(page, url, '/api/oet-writing-tests', NURSING)
  const letter = await sendLetter(page, url, nursing, REFERRAL_LETTER)
  const speaking = await testIdByTitle(page, url, '/api/oet-speaking-tests', SPEAKING_1)
  const spoken = await sendRecording(page, url, speaking, await aRecording())
  // The sitting's second role-play: the student's card shows both recordings under one result.
  await sendRecording(page, url, speaking, await aRecording(), 2)
  const at = (phrase: string) => ({ start: REFERRAL_LETTER.indexOf(phrase), end: REFERRAL_LETTER.indexOf(phrase) + phrase.length })
  await evaluateAsAdmin(url, letter, {
    criteria: { purpose: 2, content: 5, conciseness: 5, genre: 6, organisation: 5, language: 4 },
    grade: 'B',
    adminComments: 'A clear purpose; the discharge plan needs fewer details.',
    anchoredComments: [
      { kind: 'text', ...at(SALUTATION), comment: ON_SALUTATION },
      { kind: 'text', ...at(PHRASE), comment: ON_PHRASE },
    ],
  })
  await evaluateAsAdmin(url, spoken, {
    criteria: { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 1 },
    grade: 'C+',
    adminComments: 'Warm and well structured; check understanding more often.',
    anchoredComments: [{ kind: 'time', at: 12, part: 1, comment: AT_TWELVE }],
  })
}

/** A small reading test with a table, as an author writes it in the editor. */
const HAND_HYGIENE = {
  kind: 'oet-reading',
  title: 'Screens reading: hand hygiene',
  content: {
    heading: 'Reading sub-test',
    ...Object.fromEntries(
      ['A', 'B', 'C'].map((part) => [
        `part${part}`,
        {
          heading: `Part ${part}`,
          instructions: 'Read the text and answer the question.',
          ...(part === 'A' && {
            readingTexts: [
              {
                title: 'Text A: the five moments',
                paragraphs: ['Clean your hands before touching a patient and after touching their surroundings.'],
                tables: [
                  {
                    mainHeading: 'Audit of hand hygiene by ward',
                    instructions: 'Percentages of observed moments.',
                    columns: [{ heading: 'Ward' }, { heading: 'Compliance' }],
                    rows: [{ entries: ['Ward 4', '92%'] }, { entries: ['Ward 7', '71%'] }],
                  },
                ],
              },
            ],
            mcqQuestions: [{ question_id: '1', question: 'Which ward met the audit target?', options: ['Ward 4', 'Ward 7'] }],
          }),
        },
      ]),
    ),
  },
  answerKey: { '1': 'Ward 4' },
}

/** The reading draft's id, once the authoring tour has made it. */
let readingDraft = ''

lookAt([
  {
    name: 'Sam Evaluating',
    role: 'staff',
    states: [
      { name: 'nav-staff', reach: async () => {}, arrange: ({ page }, width) => openPhoneMenu(page, width) },
      {
        // The shared queue: this tour's student's three submissions among other tests' work.
        name: 'staff-queue',
        reach: async (visit) => {
          await sendWork(visit)
          await goTo(visit.page, visit.url, '/staff')
          await visit.page.locator('.staff-queue tbody tr').first().waitFor()
        },
      },
      { name: 'staff-evaluate-keys', reach: (visit) => openClaimed(visit, work.letter) },
      {
        name: 'staff-comment-not-added',
        reach: async ({ page }) => {
          await page.getByLabel('Comment on a selection').fill('Use the title and surname, as you did: correct.')
          await page.keyboard.press('Control+Enter')
          await page.getByRole('alert').filter({ hasText: UNADDED_COMMENT_MESSAGE }).waitFor()
        },
      },
      {
        name: 'staff-evaluate-writing',
        reach: async ({ page }) => {
          await page.getByLabel('Comment on a selection').fill('')
          await score(page, { Purpose: 2, Content: 5, 'Conciseness and Clarity': 5, 'Genre and Style': 5, 'Organisation and Layout': 5, Language: 5 })
          const saved = draftWith(page, 'district nurse')
          await page.getByLabel('Comments for the student').fill('A clear purpose; the discharge plan needs fewer details.')
          await page.getByLabel('Feedback').fill('Link the discharge plan to the district nurse’s tasks.')
          await saved
          await page.getByText('Draft saved').waitFor()
        },
      },
      {
        name: 'feedback-staff-letter',
        reach: async ({ page }) => {
          await pinToWords(page, PHRASE, ON_PHRASE)
          await pinToWords(page, SALUTATION, ON_SALUTATION)
          await page.getByRole('list', { name: 'Comments pinned to the work' }).getByRole('listitem').nth(1).waitFor()
        },
      },
      {
        name: 'staff-evaluated',
        reach: async (visit) => {
          await visit.page.getByRole('button', { name: 'Save evaluation' }).click()
          await visit.page.locator('.staff-saved').waitFor()
          await goTo(visit.page, visit.url, evaluation(work.letter))
          await visit.page.getByText('This submission has been evaluated.').waitFor()
        },
      },
      {
        name: 'staff-evaluate-speaking',
        reach: async (visit) => {
          const { page } = visit
          await openClaimed(visit, work.recording)
          await page.getByLabel('1.5x').check()
          await score(page, { Intelligibility: 5, Fluency: 5, 'Appropriateness of Language': 5, 'Resources of Grammar and Expression': 5 })
          for (const criterion of ['Relationship Building', "Understanding and Incorporating the Patient's Perspective", 'Providing Structure', 'Information Gathering', 'Information Giving']) {
            await score(page, { [criterion]: 2 })
          }
          await page.getByLabel('Grade').selectOption('C+')
          await page.getByLabel('Comments for the student').fill('Warm and well structured; check understanding more often.')
          await page.getByLabel('Evaluation PDF (optional)').setInputFiles({ name: 'speaking-feedback.pdf', mimeType: 'application/pdf', buffer: Buffer.from(ONE_PAGE_PDF) })
        },
      },
      {
        name: 'feedback-staff-recording',
        reach: async ({ page }) => {
          // Where the evaluator dragged the player to.
          await page.locator('.staff-player audio').evaluate((audio: HTMLAudioElement) => {
            audio.currentTime = 12.3
          })
          await page.getByRole('button', { name: 'Pin this moment (0:12)' }).click()
          await page.getByLabel('Comment on 0:12').fill(AT_TWELVE)
          await page.keyboard.press('Enter')
          await page.getByRole('list', { name: 'Comments pinned to the work' }).getByText(AT_TWELVE).waitFor()
        },
      },
      {
        name: 'staff-evaluate-photos',
        reach: async (visit) => {
          await openClaimed(visit, work.photos)
          await visit.page.getByRole('button', { name: 'Zoom in' }).click()
          await visit.page.getByRole('button', { name: 'Rotate' }).click()
          await visit.page.locator('.staff-photo-zoom', { hasText: '150%' }).waitFor()
        },
      },
      {
        // An area of the turned page marked from the keyboard, moved down a step (issue 37).
        name: 'staff-photo-marking',
        reach: async ({ page }) => {
          await page.getByRole('button', { name: 'Mark an area of page 1' }).click()
          await page.getByRole('group', { name: /^Marked area on page 1:/ }).press('ArrowDown')
        },
      },
      {
        name: 'staff-photo-region',
        reach: async ({ page }) => {
          await page.getByRole('group', { name: /^Marked area on page 1:/ }).press('Enter')
          await page.getByLabel('Comment on the marked area of page 1').fill('Write the patient’s full name, not initials.')
          await page.keyboard.press('Enter')
          await page.getByRole('list', { name: 'Comments pinned to the work' }).getByText('Area 1, page 1', { exact: true }).waitFor()
        },
      },
      {
        name: 'staff-typed-copy',
        reach: async ({ page }) => {
          // The letter on paper, typed from its photos: its words then take comments and checks.
          await page.getByText('Type the letter from its photos').click()
          await page.getByLabel('The letter as written, line for line').fill(REFERRAL_LETTER)
          await page.getByRole('button', { name: 'Keep the typed copy' }).click()
          await page.getByRole('region', { name: 'Automatic checks' }).waitFor()
        },
      },
      {
        name: 'staff-taken-over',
        reach: async (visit) => {
          // The first letter is evaluated: the student may send that test again.
          const letter = await sendLetter(work.student!, visit.url, work.nursing, REFERRAL_LETTER)
          // A faked clock: the screen's next look at who holds the lock comes at once, not in seconds.
          await visit.page.clock.install()
          await openClaimed(visit, letter)
          await asAdmin(visit.url, 'POST', `/api/staff/submissions/${letter}/claim`, { takeover: true })
          await visit.page.clock.fastForward(CLAIM_WATCH_MS)
          await visit.page.getByRole('alert').filter({ hasText: 'Administrator has taken over this submission.' }).waitFor()
        },
      },
    ],
  },
  {
    name: 'Stella Reading Feedback',
    role: 'student',
    states: [
      {
        name: 'staff-notifications',
        reach: async (visit) => {
          await evaluatedWork(visit)
          await goTo(visit.page, visit.url, '/app/welcome')
          await visit.page.getByRole('button', { name: 'Notifications, 2 unread' }).click()
          await visit.page.getByRole('dialog', { name: 'Notifications' }).getByRole('button').filter({ hasText: 'writing' }).first().waitFor()
        },
      },
      {
        name: 'feedback-student-letter',
        reach: async ({ page, url }) => {
          await goTo(page, url, '/app/oetwriting')
          await page.locator('.writing-submission .annotated-mark').nth(1).waitFor()
        },
      },
      {
        name: 'feedback-student-recording',
        reach: async ({ page, url }) => {
          await goTo(page, url, '/oet-speaking')
          const item = page.locator('.sp-sub').first()
          await item.getByRole('button', { name: 'Play from 0:12' }).click()
          await page.waitForFunction((player) => (player as HTMLAudioElement).currentTime >= 12, await item.locator('audio').first().elementHandle())
        },
      },
    ],
  },
  {
    name: 'Rosa Authoring',
    role: 'staff',
    states: [
      {
        name: 'authoring-listening-problems',
        reach: async ({ page, url }) => {
          await startDraft(page, url, 'General listening', 'Screens listening: the clinic front desk')
          await page.getByRole('button', { name: 'Save draft' }).click()
          await page.getByRole('region', { name: /to fix before publishing/ }).waitFor()
        },
      },
      {
        // Written through the API, then opened down to the table and the question, as the author left it.
        name: 'authoring-reading-editor',
        reach: async ({ page, url }) => {
          readingDraft = (await apiJson<TestVersionView>(page, url, 'POST', '/api/admin/tests/drafts', HAND_HYGIENE)).id
          await goTo(page, url, `/admin/tests/${readingDraft}`)
          await openTo(page, '/content/partA/readingTexts/0/tables/0/rows/1')
          await openTo(page, '/content/partA/mcqQuestions/0')
          await page.keyboard.press('Control+s')
          await page.getByText('Saved. Ready to publish.').waitFor()
        },
      },
      {
        name: 'authoring-reading-preview',
        reach: async ({ page, url }) => {
          await goTo(page, url, (await page.getByRole('link', { name: 'Preview: practice' }).getAttribute('href'))!)
          await page.getByRole('button', { name: 'Start', exact: true }).click()
          await page.getByRole('region', { name: 'Texts' }).getByRole('table', { name: /Audit of hand hygiene by ward/ }).waitFor()
        },
      },
      {
        // Published, then edited and published again: version 2 published, version 1 retired.
        name: 'authoring-tests-list',
        reach: async ({ page, url }) => {
          await apiJson(page, url, 'POST', `/api/admin/tests/${readingDraft}/publish`)
          const second = await apiJson<TestVersionView>(page, url, 'POST', `/api/admin/tests/${readingDraft}/draft`)
          await apiJson(page, url, 'PUT', `/api/admin/tests/${second.id}`, { ...second.document, title: 'Screens reading: hand hygiene (revised)' })
          await apiJson(page, url, 'POST', `/api/admin/tests/${second.id}/publish`)
          await goTo(page, url, '/admin/tests')
          await page.getByRole('list', { name: 'Versions of Screens reading: hand hygiene (revised)' }).waitFor()
        },
      },
      {
        name: 'authoring-mock-assembled',
        reach: async ({ page, url }) => {
          await startDraft(page, url, 'Mock test', 'Screens mock: assembled')
          await assembleMock(page)
        },
      },
    ],
  },
])
