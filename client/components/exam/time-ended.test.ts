import t from 'tap'
import { timeEndedText } from '#client/components/exam/time-ended.ts'

t.test('a practice names the minutes the student chose; the exam its own time', async (t) => {
  t.equal(timeEndedText('practice', 900), 'The 15 minutes you chose for this practice have ended, so your answers were submitted as you left them.')
  t.equal(timeEndedText('simulation', 3600), 'Your time ended, so your answers were submitted as you left them.')
  t.equal(timeEndedText('practice', 60), 'The minute you chose for this practice has ended, so your answers were submitted as you left them.')
  t.equal(timeEndedText('practice', null), 'Your time ended, so your answers were submitted as you left them.', 'no limit, no minutes to name')
  t.equal(timeEndedText('practice', 8), 'Your time ended, so your answers were submitted as you left them.', 'less than a minute (a test’s own timing): none to name')
})
