import { ATTEMPT_GRACE_SECONDS } from '#shared/attempts/attempts.ts'
import type { MockKeyedSection } from '#shared/mock/mock.ts'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { launchHref } from './launch-href.ts'

/** The four skills as the home pages show them, each with its hub and the kinds of test it covers. */
export const SKILLS = [
  { skill: 'listening', label: 'Listening', hub: '/app/integration', kinds: ['oet-listening', 'listening'], mockSection: 'listening', scored: true },
  { skill: 'reading', label: 'Reading', hub: '/app/oetreading', kinds: ['oet-reading'], mockSection: 'reading', scored: true },
  { skill: 'writing', label: 'Writing', hub: '/app/oetwriting', kinds: ['oet-writing'], mockSection: null, scored: false },
  { skill: 'speaking', label: 'Speaking', hub: '/oet-speaking', kinds: ['oet-speaking'], mockSection: null, scored: false },
] as const satisfies readonly {
  skill: string
  label: string
  hub: string
  kinds: readonly TestKind[]
  /** The mock section whose score counts in this skill. */
  mockSection: MockKeyedSection | null
  scored: boolean
}[]

export type SkillInfo = (typeof SKILLS)[number]
export type Skill = SkillInfo['skill']

/**
 * A submitted attempt: its result fields are set. A mock's section appears as an attempt of its
 * own in its skill, with the section's score and `mockSection` set, so every view can mark it as a mock.
 */
export type ScoredAttempt = MyAttempt & {
  status: 'submitted'
  score: number
  grade: NonNullable<MyAttempt['grade']>
  submittedAt: string
  mockSection?: MockKeyedSection
}

export const isScored = (attempt: MyAttempt): attempt is ScoredAttempt =>
  attempt.status === 'submitted' && attempt.score !== null && attempt.grade !== null && attempt.submittedAt !== null

/** Oldest first by submission: the order a trend is drawn in. */
const bySubmission = (a: ScoredAttempt, b: ScoredAttempt) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt)

/**
 * An open attempt the student can still go back to: no deadline, or one whose grace has not
 * passed. Past that, the server submits it with its saved answers, so offering Resume would mislead.
 */
export function isResumable(attempt: MyAttempt, now: number): boolean {
  if (attempt.status !== 'open') return false
  return attempt.deadlineAt === null || Date.parse(attempt.deadlineAt) + ATTEMPT_GRACE_SECONDS * 1000 > now
}

export interface TestProgress {
  /** The most recently submitted attempt: the "last score" of the hubs. */
  last: ScoredAttempt | undefined
  submittedCount: number
  /** The newest open attempt that can still be resumed. */
  resumable: MyAttempt | undefined
}

/** What a hub card shows of one test. `attempts` is newest first, as the API answers. */
export function progressForTest(testId: string, attempts: readonly MyAttempt[], now: number): TestProgress {
  const mine = attempts.filter((attempt) => attempt.testId === testId)
  const scored = mine.filter(isScored).sort(bySubmission)
  return {
    last: scored.at(-1),
    submittedCount: scored.length,
    resumable: mine.find((attempt) => isResumable(attempt, now)),
  }
}

export interface SkillStanding {
  info: SkillInfo
  /** Submitted attempts, oldest first (the trend). */
  history: ScoredAttempt[]
  latest: ScoredAttempt | undefined
  resumable: MyAttempt[]
}

/** A submitted mock's score in one section, as an attempt of that skill; none when the section was not sat. */
export function mockSectionAttempt(attempt: MyAttempt, section: MockKeyedSection): ScoredAttempt | undefined {
  const scored = attempt.mockSections.find((entry) => entry.section === section)
  if (!scored || attempt.status !== 'submitted' || attempt.submittedAt === null) return undefined
  const { score, grade, correctAnswers, totalQuestions } = scored
  return { ...attempt, status: 'submitted', submittedAt: attempt.submittedAt, score, grade, correctAnswers, totalQuestions, parts: [], mockSection: section }
}

/**
 * Where the student stands in each skill, in the order of SKILLS. A mock's listening and reading
 * count in those skills, each with its own section score; the mock's combined score counts in none.
 */
export function skillStandings(attempts: readonly MyAttempt[], now: number): SkillStanding[] {
  return SKILLS.map((info) => {
    const mine = attempts.filter((attempt) => (info.kinds as readonly string[]).includes(attempt.kind))
    const fromMocks = info.mockSection === null ? [] : attempts.flatMap((attempt) => mockSectionAttempt(attempt, info.mockSection) ?? [])
    const history = info.scored ? [...mine.filter(isScored), ...fromMocks].sort(bySubmission) : []
    return { info, history, latest: history.at(-1), resumable: mine.filter((attempt) => isResumable(attempt, now)) }
  })
}

export interface NextStep {
  key: string
  title: string
  detail: string
  href: string
  action: string
}

const MAX_STEPS = 3

/**
 * What to do next, most useful first: finish what was started, try a skill never tried, work on
 * the weakest scored skill, then send work for evaluation. At most three, so it stays a short list.
 */
export function nextSteps(standings: readonly SkillStanding[]): NextStep[] {
  const steps: NextStep[] = []
  const scored = standings.filter((standing) => standing.info.scored)

  const open = scored.flatMap((standing) => standing.resumable).sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt))[0]
  if (open) {
    steps.push({
      key: `resume-${open.attemptId}`,
      title: `Finish ${open.title}`,
      detail: `You started this ${open.mode} attempt and have not submitted it yet.`,
      href: launchHref(open.kind, open.testId, { mode: open.mode }),
      action: 'Resume',
    })
  }
  for (const standing of scored.filter((s) => !s.latest)) {
    steps.push({
      key: `try-${standing.info.skill}`,
      title: `Take your first ${standing.info.label.toLowerCase()} test`,
      detail: 'Start in practice mode to get a first score and grade.',
      href: standing.info.hub,
      action: `Go to ${standing.info.label}`,
    })
  }
  const weakest = scored
    .filter((s): s is SkillStanding & { latest: ScoredAttempt } => s.latest !== undefined)
    .sort((a, b) => a.latest.score - b.latest.score)[0]
  if (weakest && scored.every((s) => s.latest)) {
    steps.push({
      key: `practise-${weakest.info.skill}`,
      title: `Practise ${weakest.info.label.toLowerCase()}, your weakest skill`,
      detail: `Your latest score is ${weakest.latest.score} / 500, grade ${weakest.latest.grade}.`,
      href: weakest.info.hub,
      action: `Go to ${weakest.info.label}`,
    })
  }
  for (const standing of standings.filter((s) => !s.info.scored)) {
    steps.push({
      key: `submit-${standing.info.skill}`,
      title: standing.info.skill === 'writing' ? 'Write a letter for evaluation' : 'Record a role-play for evaluation',
      detail: 'Staff evaluate it within 24 hrs and send you marks, a grade and comments.',
      href: standing.info.hub,
      action: `Go to ${standing.info.label}`,
    })
  }
  return steps.slice(0, MAX_STEPS)
}
