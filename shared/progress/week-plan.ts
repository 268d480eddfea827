import { CRITERION_B_SHARE, criterionSeries, PART_B_SHARE, partSeries, type ShareSeries } from './part-progress.ts'
import { READINESS_SKILLS, skillScores, type ReadinessSkill } from './skill-scores.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import type { MyAttempt } from './schema.ts'

/**
 * The week's plan (issue 36): from the student's latest results, what to practise, which test to
 * take next and when their review cards come due, in plain words. Worked out on every read, so it
 * changes as soon as an attempt is submitted or work is evaluated. Framework-free: the API host
 * answers it (GET /api/me/plan) and the dashboard shows it.
 */

export type PlanStepKind = 'resume' | 'review' | 'focus' | 'next-test' | 'keep-up'

export interface PlanStep {
  key: string
  kind: PlanStepKind
  /** The sub-test the step is about; the screens link its hub. */
  skill?: ReadinessSkill
  /** The test to take, or the attempt's test to resume. */
  testId?: string
  title: string
  detail: string
}

/** A test the student may take, as the hubs list it. */
export interface PlannedTest {
  testId: string
  kind: string
  title: string
}

export interface PlanInput {
  attempts: readonly MyAttempt[]
  submissions: { writing: readonly Submission[]; speaking: readonly Submission[] }
  tests: readonly PlannedTest[]
  /** When each live review card comes due, over the coming week (overdue ones included). */
  reviewDue: readonly Date[]
  now: Date
}

export const PLAN_DAYS = 7
/** Writing and speaking are kept up once a week: a letter or a role-play not sent in this long is due. */
export const KEEP_UP_DAYS = 7
const DAY = 86_400_000

const LABELS: Record<ReadinessSkill, string> = { listening: 'listening', reading: 'reading', writing: 'writing', speaking: 'speaking' }
const KINDS: Record<ReadinessSkill, readonly string[]> = { listening: ['listening', 'oet-listening'], reading: ['oet-reading'], writing: ['oet-writing'], speaking: ['oet-speaking'] }

const dayName = (date: Date) => date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
const cards = (count: number) => (count === 1 ? '1 card' : `${count} cards`)

/** The review sessions of the week: the cards due now, then the days more come due. */
function reviewStep({ reviewDue, now }: PlanInput): PlanStep | undefined {
  const dueNow = reviewDue.filter((at) => at.getTime() <= now.getTime()).length
  const later = new Map<string, { date: Date; count: number }>()
  for (const at of reviewDue.filter((at) => at.getTime() > now.getTime() && at.getTime() <= now.getTime() + PLAN_DAYS * DAY).sort((a, b) => a.getTime() - b.getTime())) {
    const day = at.toISOString().slice(0, 10)
    const entry = later.get(day) ?? { date: at, count: 0 }
    entry.count++
    later.set(day, entry)
  }
  const days = [...later.values()].map(({ date, count }) => `${dayName(date)} (${cards(count)})`)
  const then = days.length > 0 ? ` More come due on ${days.join(', ')}.` : ''
  if (dueNow > 0) {
    return { key: 'review', kind: 'review', title: `Review ${cards(dueNow)} today`, detail: `Questions you missed and words you misspelled, ten at a time: about five minutes a session.${then}` }
  }
  if (days.length === 0) return undefined
  return { key: 'review', kind: 'review', title: `Next review: ${days[0]}`, detail: `Nothing is due today.${days.length > 1 ? ` Then ${days.slice(1).join(', ')}.` : ''}` }
}

/** The weakest part (or criterion) in the latest result of a sub-test, against the grade B share. */
function weakestOf(series: ShareSeries[], bShare: number): { label: string; value: number; max: number } | undefined {
  const latest = series.flatMap((one) => {
    const point = one.points.at(-1)
    return point ? [{ label: one.label, value: point.value, max: point.max, at: point.at }] : []
  })
  const newest = latest.reduce((at, point) => (point.at > at ? point.at : at), '')
  return latest.filter((point) => point.at === newest && point.value / point.max < bShare).sort((a, b) => a.value / a.max - b.value / b.max)[0]
}

/** What to practise: the sub-test never tried, else the one whose latest score is lowest, with its weakest part. */
function focusStep(input: PlanInput): PlanStep | undefined {
  const scores = skillScores(input.attempts, input.submissions)
  const untried = READINESS_SKILLS.find((skill) => scores[skill].length === 0)
  if (untried) {
    return { key: `focus-${untried}`, kind: 'focus', skill: untried, title: `Try ${LABELS[untried]}`, detail: `You have no ${LABELS[untried]} result yet: one gives your plan something to go on.` }
  }
  const latest = (skill: ReadinessSkill) => [...scores[skill]].sort((a, b) => a.at.localeCompare(b.at)).at(-1)!.score
  const skill = [...READINESS_SKILLS].sort((a, b) => latest(a) - latest(b))[0]!
  const series = skill === 'listening' || skill === 'reading' ? partSeries(input.attempts, skill) : criterionSeries(input.submissions[skill], skill)
  const weakest = weakestOf(series, skill === 'listening' || skill === 'reading' ? PART_B_SHARE : CRITERION_B_SHARE)
  const unit = skill === 'listening' || skill === 'reading' ? 'right' : 'marks'
  const where = weakest ? ` Work on ${weakest.label}: ${weakest.value} of ${weakest.max} ${unit} last time, under the grade B line.` : ''
  return { key: `focus-${skill}`, kind: 'focus', skill, title: `Practise ${LABELS[skill]}`, detail: `Your latest ${LABELS[skill]} score, ${latest(skill)}, is your lowest.${where}` }
}

/** The test to take next in the focus sub-test: one not yet taken, else the one taken longest ago. */
function nextTestStep(input: PlanInput, skill: ReadinessSkill): PlanStep | undefined {
  const offered = input.tests.filter((test) => KINDS[skill].includes(test.kind))
  const lastTaken = (testId: string) =>
    [...input.attempts, ...input.submissions.writing, ...input.submissions.speaking]
      .filter((work) => work.testId === testId)
      .reduce((at, work) => Math.max(at, Date.parse('startedAt' in work ? work.startedAt : work.createdAt)), 0)
  const next = [...offered].sort((a, b) => lastTaken(a.testId) - lastTaken(b.testId))[0]
  if (!next) return undefined
  const taken = lastTaken(next.testId) > 0
  return {
    key: `next-${next.testId}`,
    kind: 'next-test',
    skill,
    testId: next.testId,
    title: `Take ${next.title} next`,
    detail: taken ? 'You have taken every one: this is the one you took longest ago.' : 'You have not taken it yet.',
  }
}

/** Writing and speaking kept up: a letter or a role-play each week. */
function keepUpSteps({ submissions, now }: PlanInput, focus: ReadinessSkill | undefined): PlanStep[] {
  return (['writing', 'speaking'] as const).flatMap((skill) => {
    if (skill === focus) return []
    const newest = submissions[skill].reduce((at, submission) => Math.max(at, Date.parse(submission.createdAt)), 0)
    if (newest > now.getTime() - KEEP_UP_DAYS * DAY) return []
    const what = skill === 'writing' ? 'Write a letter' : 'Record a role-play'
    return [{ key: `keep-up-${skill}`, kind: 'keep-up' as const, skill, title: `${what} this week`, detail: 'Staff evaluate it and send you marks and comments: one a week keeps it moving.' }]
  })
}

/** The week's plan, most urgent first: an attempt to finish, the review due, what to practise and with which test, then keeping up. */
export function weekPlan(input: PlanInput): PlanStep[] {
  const open = input.attempts.filter((attempt) => attempt.status === 'open').sort((a, b) => b.startedAt.localeCompare(a.startedAt))[0]
  const resume: PlanStep[] = open ? [{ key: `resume-${open.attemptId}`, kind: 'resume', testId: open.testId, title: `Finish ${open.title}`, detail: `You started this ${open.mode} attempt and have not submitted it yet.` }] : []
  const review = reviewStep(input)
  const focus = focusStep(input)
  const next = focus?.skill ? nextTestStep(input, focus.skill) : undefined
  return [...resume, ...(review ? [review] : []), ...(focus ? [focus] : []), ...(next ? [next] : []), ...keepUpSteps(input, focus?.skill)]
}
