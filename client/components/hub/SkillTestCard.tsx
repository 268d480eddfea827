import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { GradeBadge } from './GradeBadge.tsx'
import { launchHref } from './launch-href.ts'
import { LocalDate } from './LocalDate.tsx'
import type { TestProgress } from './progress.ts'
import { TestCard } from './TestCard.tsx'
import type { Fact } from '../FactList.tsx'
import { testStartPlan, type HubSkill } from './test-start-plan.ts'
import { plural } from '#client/lib/plural.ts'
import { kindLabel, partsText } from './test-facts.ts'

/** One listening or reading test in its hub: its parts and length, the last score, and the way in. */
export function SkillTestCard({ test, skill, progress }: { test: TestSummary; skill: HubSkill; progress: TestProgress }) {
  const { last, submittedCount, resumable } = progress
  const parts = partsText(test.parts)
  const facts: Fact[] = [
    ...(parts ? [{ term: 'Parts', value: parts }] : []),
    { term: 'Questions', value: test.questionCount },
    ...(test.durationMinutes !== undefined ? [{ term: 'Length', value: `${test.durationMinutes} minutes` }] : []),
  ]
  return (
    <TestCard
      test={test}
      kind={kindLabel(test.kind)}
      facts={facts}
      standing={
        last ? (
          <>
            <p className="test-last-score">
              Last score <strong>{last.score} / 500</strong> <GradeBadge grade={last.grade} />
            </p>
            <p className="test-last-meta">
              <span>
                {last.correctAnswers} of {last.totalQuestions} correct
              </span>{' '}
              · <LocalDate iso={last.submittedAt} /> · <span>{plural(submittedCount, 'attempt')}</span>
            </p>
          </>
        ) : (
          <p className="test-last-none">{resumable ? 'Not submitted yet' : 'Not attempted yet'}</p>
        )
      }
      resumable={resumable}
      plan={testStartPlan(skill, test)}
      hrefFor={(choice) => launchHref(test.kind, test.id, choice)}
      resultsHref={submittedCount > 0 ? `/test-results/${encodeURIComponent(test.id)}` : null}
    />
  )
}
