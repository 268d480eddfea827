import t from 'tap'
import type { Attempt } from '#shared/attempts/schema.ts'
import type { User } from '#shared/auth/schema.ts'
import { secondsOfClock } from './browser.ts'
import { startReading } from './exam-screens.ts'
import { MOCK_TITLE, clockSeconds, skipIntro } from './mock-screens.ts'
import { sharedBrowser, sharedProduct } from './shared.ts'
import { asAdmin } from './staff.ts'
import { apiJson, newStudentPage, testIdByTitle } from './student.ts'
import { hydrated } from './browser.ts'

/**
 * Issue 37: a student given 25% extra time by an admin gets it on reading Part A (15 minutes
 * become 18 min 45 s) and, set while a mock is under way, on the mock's listening at once; the
 * screens say so, and the server holds the attempt open until the longer deadline.
 */

const PART_A_SECONDS = 900
const MOCK_LISTENING_SECONDS = 40 * 60

t.test('25% extra time on reading Part A, and on a mock already under way', async (t) => {
  const { url } = await sharedProduct()
  const browser = await sharedBrowser()
  const { page, errors } = await newStudentPage(t, browser, url, 'Ezra Extra')
  const { user } = await apiJson<{ user: User }>(page, url, 'GET', '/api/auth/me')
  const mockId = await testIdByTitle(page, url, '/api/mock-tests', MOCK_TITLE)
  const running = await apiJson<Attempt>(page, url, 'POST', '/api/attempts', { testId: mockId, mode: 'simulation', sections: ['listening', 'reading'] })
  t.equal(running.timing.listening, MOCK_LISTENING_SECONDS)

  await asAdmin(url, 'PUT', `/api/admin/users/${user.id}/accommodations`, { extraTimePercent: 25, textSize: 'large' })

  const readingId = await testIdByTitle(page, url, '/api/oet-reading-tests', 'OET Reading Test 1')
  await startReading(page, url, readingId, 'mode=simulation')
  const partA = secondsOfClock(await page.getByRole('timer').textContent())
  t.ok(partA > PART_A_SECONDS && partA <= PART_A_SECONDS * 1.25, `Part A's clock starts from 18:45, not 15:00 (${partA} s)`)
  t.match(await page.locator('.shell-extra-time').textContent(), /You have 25% extra time/, 'the screen says so')
  t.match(await page.locator('.shell').getAttribute('class'), /shell-text-large/, 'in the larger text set for them')
  // Asked again, the server answers the attempt under way (resumed).
  const reading = await apiJson<Attempt>(page, url, 'POST', '/api/attempts', { testId: readingId, mode: 'simulation' })
  t.equal(Date.parse(reading.deadlineAt!) - Date.parse(reading.startedAt), reading.timing.total! * 1000, 'the server holds it to the longer deadline')
  t.equal(reading.timing.partA, PART_A_SECONDS * 1.25)

  await page.goto(`${url}/mock-test/${mockId}?mode=simulation&sections=listening,reading`)
  await hydrated(page)
  await skipIntro(t, page, 'Listening')
  const listening = await clockSeconds(page)
  t.ok(listening > MOCK_LISTENING_SECONDS && listening <= MOCK_LISTENING_SECONDS * 1.25, `the mock begun before it was set gets it too: ${listening} s of listening, not 2,400`)
  t.same(errors, [])
})
