import t from 'tap'
import {
  crossedMarkAnnouncement,
  nextTimeWarning,
  warningShown,
  WARNING_SHOWN_SECONDS,
  formatClock,
  formatMinutesSeconds,
  isLowTime,
  remainingFraction,
} from '#client/components/exam/countdown.ts'

t.test('mm:ss for the circle', async (t) => {
  t.equal(formatMinutesSeconds(900), '15:00')
  t.equal(formatMinutesSeconds(61), '01:01')
  t.equal(formatMinutesSeconds(9), '00:09')
  t.equal(formatMinutesSeconds(4500), '75:00', 'minutes are not capped at 59')
  t.equal(formatMinutesSeconds(59.2), '01:00', 'part seconds round up: 00:00 means time is up')
  t.equal(formatMinutesSeconds(0), '00:00')
  t.equal(formatMinutesSeconds(-3), '00:00', 'never negative')
  t.equal(formatMinutesSeconds(Number.NaN), '00:00')
})

t.test('the header clock adds hours from an hour up', async (t) => {
  t.equal(formatClock(3599), '59:59')
  t.equal(formatClock(3600), '1:00:00')
  t.equal(formatClock(2 * 3600 + 5 * 60 + 7), '2:05:07')
  t.equal(formatClock(2700), '45:00')
})

t.test('the ring empties from 1 to 0', async (t) => {
  t.equal(remainingFraction(450, 900), 0.5)
  t.equal(remainingFraction(1000, 900), 1)
  t.equal(remainingFraction(-5, 900), 0)
  t.equal(remainingFraction(10, 0), 0, 'no total: an empty ring rather than a division by zero')
})

t.test('announcements come only when the 5-minute and 1-minute marks are crossed', async (t) => {
  const said: string[] = []
  let previous: number | null = null
  for (let s = 400; s >= 0; s--) {
    const text = crossedMarkAnnouncement(previous, s)
    if (text) said.push(`${s}: ${text}`)
    previous = s
  }
  t.same(said, ['300: 5 minutes remaining', '60: 1 minute remaining'], 'two announcements in a whole countdown')
  t.equal(crossedMarkAnnouncement(null, 300), null, 'nothing when the timer first appears')
  t.equal(crossedMarkAnnouncement(180, 179), null, 'nothing between the marks')
  t.equal(crossedMarkAnnouncement(400, 30), '1 minute remaining', 'a jump over both says the later one')
  t.equal(crossedMarkAnnouncement(301, 299), '5 minutes remaining', 'a skipped second still crosses')
  t.equal(crossedMarkAnnouncement(300, null), null, 'no limit, nothing to say')
  t.equal(crossedMarkAnnouncement(60, 120), null, 'time added back is not a mark crossed')
  t.ok(isLowTime(300))
  t.notOk(isLowTime(301))
  t.notOk(isLowTime(null), 'no limit is never low')
})

t.test('the warning: in force from its mark, on screen for a while, gone when a new part’s clock begins', async (t) => {
  const five = nextTimeWarning(null, 301, 300)
  t.same(five, { text: '5 minutes remaining', mark: 300 })
  t.ok(warningShown(five, 300), 'shown at the mark')
  t.ok(warningShown(five, 300 - WARNING_SHOWN_SECONDS + 1), 'and for a while after')
  t.notOk(warningShown(five, 300 - WARNING_SHOWN_SECONDS), 'then only for screen readers')
  t.equal(nextTimeWarning(five, 250, 249), five, 'kept between the marks')
  const one = nextTimeWarning(five, 61, 60)
  t.same(one, { text: '1 minute remaining', mark: 60 })
  t.equal(nextTimeWarning(one, 1, 2700), null, 'Parts B and C begin with their own clock: no stale "1 minute remaining"')
  t.equal(nextTimeWarning(null, null, 200), null, 'a screen opened with 200 s left warns of nothing')
  t.equal(nextTimeWarning(five, 200, null), null, 'no limit, no warning')
})
