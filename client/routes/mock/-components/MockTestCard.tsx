import { useId, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { MockAttempt, MockResultsResponse } from '#shared/contracts/mock-results.ts'
import type { TestSummary } from '#shared/contracts/test-kinds.ts'
import { mockLaunchHref } from '#client/lib/mock-launch.ts'
import { InProgressNote, TestCardActions, ViewResults } from '#client/components/hub/TestCardActions.tsx'
import type { TestProgress } from '#client/components/hub/progress.ts'
import { plural } from '#client/lib/plural.ts'
import { SECTION_LABELS } from './mock-plan.ts'
import { sectionStandings, type SectionStanding } from './mock-results-format.ts'
import { MOCK_HUB_TEXTS } from './texts.ts'
import { useStartAgain } from '#client/components/hub/StartAgainDialog.tsx'
import { MockStartDialog } from './MockStartDialog.tsx'

interface MockTestCardProps {
  test: TestSummary
  /** The student's attempts (GET /api/mock-tests/{id}/results), or null when they could not be read. */
  results: MockResultsResponse | null
  progress: TestProgress
}

/** One mock in the hub: its sections, the student's attempts and latest scores, and the ways in. */
export function MockTestCard({ test, results, progress }: MockTestCardProps) {
  const titleId = useId()
  const [choosing, setChoosing] = useState(false)
  const navigate = useNavigate()
  const sections = (test.parts ?? []).map((section) => SECTION_LABELS[section as keyof typeof SECTION_LABELS] ?? section)
  const latest = results?.results.at(-1)
  const count = results?.attempts ?? 0
  const { resumable } = progress
  const restart = useStartAgain(resumable, () => setChoosing(true))
  return (
    <article className="card test-card mock-card" aria-labelledby={titleId}>
      <p className="test-kind">Mock test</p>
      <h2 id={titleId} className="test-title">
        {test.title}
      </h2>
      <dl className="test-facts">
        <div>
          <dt>Sections</dt>
          <dd>{sections.join(', ')}</dd>
        </div>
        {test.durationMinutes !== undefined && (
          <div>
            <dt>Length</dt>
            <dd>about {test.durationMinutes} minutes</dd>
          </div>
        )}
      </dl>

      <div className="test-last">
        {results === null ? (
          <p className="test-last-none">Your attempts could not be loaded just now.</p>
        ) : count === 0 ? (
          <p className="test-last-none">{resumable ? 'Not submitted yet' : 'Not attempted yet'}</p>
        ) : (
          <>
            <p className="test-last-meta">{plural(count, 'attempt')}. Latest:</p>
            {latest && <LatestScores attempt={latest} />}
          </>
        )}
        <InProgressNote resumable={resumable} />
      </div>

      <TestCardActions
        title={test.title}
        resumeHref={resumable ? mockLaunchHref(test.id, { mode: resumable.mode }) : null}
        onStart={() => setChoosing(true)}
        onStartAgain={restart.startAgain}
        results={
          count > 0 && (
            <Link to="/mock-tests/$testId/results" params={{ testId: test.id }} className="button button-quiet">
              <ViewResults title={test.title} />
            </Link>
          )
        }
      />
      {restart.dialog}
      <MockStartDialog
        test={test}
        open={choosing}
        onClose={() => setChoosing(false)}
        onStart={(launch) => {
          setChoosing(false)
          void navigate({ href: mockLaunchHref(test.id, launch) })
        }}
      />
    </article>
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
