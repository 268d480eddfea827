import type { MockAttempt, MockResultsResponse } from '#shared/mock/results-schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { mockLaunchHref } from '#client/lib/mock-launch.ts'
import { TestCard } from '#client/components/hub/TestCard.tsx'
import type { TestProgress } from '#client/components/hub/progress.ts'
import { plural } from '#client/lib/plural.ts'
import { SECTION_LABELS } from './mock-plan.ts'
import { sectionStandings, type SectionStanding } from '#client/components/results/mock-results-format.ts'
import { mockStartPlan } from './mock-start-plan.ts'
import { MOCK_HUB_TEXTS } from './texts.ts'

interface MockTestCardProps {
  test: TestSummary
  /** The student's attempts (GET /api/mock-tests/{id}/results), or null when they could not be read. */
  results: MockResultsResponse | null
  progress: TestProgress
}

/** One mock in the hub: its sections, the student's attempts and latest scores, and the ways in. */
export function MockTestCard({ test, results, progress }: MockTestCardProps) {
  const sections = (test.parts ?? []).map((section) => SECTION_LABELS[section as keyof typeof SECTION_LABELS] ?? section)
  const latest = results?.results.at(-1)
  const count = results?.attempts ?? 0
  return (
    <TestCard
      test={test}
      kind="Mock test"
      heading="h2"
      className="mock-card"
      facts={[
        { term: 'Sections', value: sections.join(', ') },
        ...(test.durationMinutes !== undefined ? [{ term: 'Length', value: `about ${test.durationMinutes} minutes` }] : []),
      ]}
      standing={
        results === null ? (
          <p className="test-last-none">Your attempts could not be loaded just now.</p>
        ) : count === 0 ? (
          <p className="test-last-none">{progress.resumable ? 'Not submitted yet' : 'Not attempted yet'}</p>
        ) : (
          <>
            <p className="test-last-meta">{plural(count, 'attempt')}. Latest:</p>
            {latest && <LatestScores attempt={latest} />}
          </>
        )
      }
      resumable={progress.resumable}
      plan={mockStartPlan(test)}
      hrefFor={({ parts, ...choice }) => mockLaunchHref(test.id, parts ? { ...choice, sections: parts } : choice)}
      resultsHref={count > 0 ? `/mock-tests/${encodeURIComponent(test.id)}/results` : null}
    />
  )
}

/** The latest attempt's sections, each as OET states a result: a score out of 500 with its grade (docs/decisions/0049). */
function LatestScores({ attempt }: { attempt: MockAttempt }) {
  const value = (standing: SectionStanding) =>
    standing.state === 'scored' ? `${standing.score} (${standing.grade})` : standing.state === 'awaiting' ? 'Awaiting evaluation' : '–'
  return (
    <>
      <dl className="mock-latest">
        {sectionStandings(attempt).map((standing) => (
          <div key={standing.section}>
            <dt>{standing.section}</dt>
            <dd>{value(standing)}</dd>
          </div>
        ))}
      </dl>
      <p className="mock-latest-scale">{MOCK_HUB_TEXTS.scale}</p>
    </>
  )
}
