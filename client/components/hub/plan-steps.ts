import type { MyAttempt } from '#shared/progress/schema.ts'
import type { PlanStep } from '#shared/progress/week-plan.ts'
import { launchHref } from './launch-href.ts'
import { SKILLS, type NextStep } from './progress.ts'

/** The week's plan as the dashboard lists it: each step with the one link that does it. */
export function planSteps(steps: readonly PlanStep[], attempts: readonly MyAttempt[]): NextStep[] {
  return steps.map((step) => {
    const skill = SKILLS.find((info) => info.skill === step.skill)
    if (step.kind === 'review') return { ...step, href: '/review', action: step.title.startsWith('Review') ? 'Start review' : 'Open review' }
    if (step.kind === 'resume') {
      const open = attempts.find((attempt) => attempt.status === 'open' && attempt.testId === step.testId)
      if (open) return { ...step, href: launchHref(open.kind, open.testId, { mode: open.mode }), action: 'Resume' }
    }
    return { ...step, href: skill?.hub ?? '/dashboard', action: skill ? `Go to ${skill.label}` : 'Open' }
  })
}
