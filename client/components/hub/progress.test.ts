import t from 'tap'
import type { MyAttempt } from '#shared/progress/schema.ts'
import { isResumable, nextSteps, progressForTest, skillStandings } from './progress.ts'
import { launchHref } from './launch-href.ts'

const NOW = Date.parse('2030-01-10T12:00:00Z')
let counter = 0

function attempt(overrides: Partial<MyAttempt>): MyAttempt {
  counter += 1
  return {
    attemptId: `a${counter}`,
    testId: 't1',
    kind: 'oet-listening',
    title: 'Listening 1',
    mode: 'practice',
    status: 'submitted',
    startedAt: '2030-01-01T10:00:00Z',
    deadlineAt: null,
    submittedAt: '2030-01-01T10:30:00Z',
    score: 300,
    grade: 'C+',
    correctAnswers: 20,
    totalQuestions: 42,
    parts: [],
    types: [],
    mockSections: [],
    ...overrides,
  }
}
const open = (overrides: Partial<MyAttempt>) =>
  attempt({ status: 'open', submittedAt: null, score: null, grade: null, correctAnswers: null, totalQuestions: null, ...overrides })

t.test('a test card shows the most recently submitted result and the open attempt to resume', async (t) => {
  const attempts = [
    open({ testId: 't1', startedAt: '2030-01-05T00:00:00Z' }),
    attempt({ testId: 't1', submittedAt: '2030-01-03T00:00:00Z', score: 200, grade: 'C' }),
    attempt({ testId: 't1', submittedAt: '2030-01-04T00:00:00Z', score: 350, grade: 'B' }),
    attempt({ testId: 't2', submittedAt: '2030-01-06T00:00:00Z', score: 500, grade: 'A' }),
  ]
  const progress = progressForTest('t1', attempts, NOW)
  t.match(progress.last, { score: 350, grade: 'B' }, 'the last submitted, not the highest or the newest started')
  t.equal(progress.submittedCount, 2)
  t.equal(progress.resumable?.attemptId, attempts[0]!.attemptId)
  t.same(progressForTest('t3', attempts, NOW), { last: undefined, submittedCount: 0, resumable: undefined })
})

t.test('an open attempt past its deadline and grace is not offered for resuming', async (t) => {
  t.ok(isResumable(open({ deadlineAt: null }), NOW), 'no limit')
  t.ok(isResumable(open({ deadlineAt: '2030-01-10T11:59:30Z' }), NOW), 'within the 60 s grace')
  t.notOk(isResumable(open({ deadlineAt: '2030-01-10T11:58:00Z' }), NOW), 'past the grace')
  t.notOk(isResumable(attempt({}), NOW), 'a submitted attempt')
})

t.test('standings per skill: general and OET listening together, a mock only by its sections', async (t) => {
  const standings = skillStandings(
    [
      attempt({ kind: 'listening', submittedAt: '2030-01-02T00:00:00Z', score: 100, grade: 'D' }),
      attempt({ kind: 'oet-listening', submittedAt: '2030-01-01T00:00:00Z', score: 400, grade: 'B' }),
      attempt({ kind: 'mock', score: 500, grade: 'A' }),
      open({ kind: 'oet-reading' }),
    ],
    NOW,
  )
  t.same(
    standings.map((s) => s.info.skill),
    ['listening', 'reading', 'writing', 'speaking'],
  )
  const [listening, reading] = standings
  t.same(
    listening!.history.map((a) => a.score),
    [400, 100],
    'oldest first',
  )
  t.match(listening!.latest, { score: 100, grade: 'D' })
  t.equal(reading!.history.length, 0)
  t.equal(reading!.resumable.length, 1)
})

t.test("a mock's listening and reading count in those skills with their own scores, marked as mock", async (t) => {
  const mock = attempt({
    kind: 'mock',
    title: 'Mock 1',
    submittedAt: '2030-01-03T00:00:00Z',
    score: 140,
    grade: 'D',
    mockSections: [
      { section: 'listening', score: 230, grade: 'C', correctAnswers: 20, totalQuestions: 42, parts: [], types: [] },
      { section: 'reading', score: 50, grade: 'E', correctAnswers: 4, totalQuestions: 42, parts: [], types: [] },
    ],
  })
  const listeningOnly = attempt({
    kind: 'mock',
    title: 'Mock 2',
    submittedAt: '2030-01-04T00:00:00Z',
    mockSections: [{ section: 'listening', score: 300, grade: 'C+', correctAnswers: 26, totalQuestions: 42, parts: [], types: [] }],
  })
  const [listening, reading, writing] = skillStandings(
    [attempt({ kind: 'oet-listening', submittedAt: '2030-01-01T00:00:00Z', score: 400, grade: 'B' }), mock, listeningOnly, open({ kind: 'mock', mockSections: [] })],
    NOW,
  )
  t.same(
    listening!.history.map((a) => [a.score, a.mockSection ?? 'oet']),
    [
      [400, 'oet'],
      [230, 'listening'],
      [300, 'listening'],
    ],
    "each mock's listening score, oldest first among the OET scores",
  )
  t.match(listening!.latest, { score: 300, grade: 'C+', title: 'Mock 2', mockSection: 'listening', parts: [] })
  t.same(
    reading!.history.map((a) => [a.score, a.grade, a.correctAnswers, a.mockSection]),
    [[50, 'E', 4, 'reading']],
    'a mock without reading adds none',
  )
  t.equal(writing!.history.length, 0)
  t.equal(reading!.resumable.length, 0, 'an open mock is resumed from the mock hub, not counted as reading in progress')
})

t.test('next steps: resume first, then skills never tried, then writing and speaking; three at most', async (t) => {
  const resumeMe = open({ kind: 'oet-reading', testId: 'r1', title: 'Reading 1', mode: 'simulation' })
  const steps = nextSteps(skillStandings([attempt({}), resumeMe], NOW))
  t.same(
    steps.map((s) => s.key),
    [`resume-${resumeMe.attemptId}`, 'try-reading', 'submit-writing'],
  )
  t.equal(steps[0]!.href, '/oet-reading/r1?mode=simulation')
  t.equal(steps[1]!.href, '/app/oetreading')
})

t.test('next steps with both skills scored point at the weakest', async (t) => {
  const steps = nextSteps(
    skillStandings(
      [
        attempt({ kind: 'oet-listening', score: 400, grade: 'B' }),
        attempt({ kind: 'oet-reading', testId: 'r1', score: 250, grade: 'C' }),
      ],
      NOW,
    ),
  )
  t.equal(steps[0]!.key, 'practise-reading')
  t.match(steps[0]!.detail, '250 / 500, grade C')
  t.same(
    nextSteps(skillStandings([], NOW)).map((s) => s.key),
    ['try-listening', 'try-reading', 'submit-writing'],
    'a new student',
  )
})

t.test('launch hrefs carry the launch search', async (t) => {
  t.equal(launchHref('listening', 'x', { mode: 'practice', minutes: 30 }), '/oet-listening/x?mode=practice&minutes=30')
  t.equal(launchHref('oet-reading', 'y', { mode: 'simulation' }), '/oet-reading/y?mode=simulation')
  t.equal(launchHref('oet-listening', 'z', { mode: 'practice', minutes: 'no-limit', parts: ['partA', 'partC'] }), '/oet-listening/z?mode=practice&minutes=no-limit&parts=partA%2CpartC')
})
