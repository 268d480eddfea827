import { useId, type ReactNode } from 'react'
import type { Submission } from '#shared/submissions/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { TestGrid, TestList } from '#client/components/hub/TestList.tsx'
import { SpeakingSubmissionItem } from './SpeakingSubmissionItem.tsx'
import type { ApiFetch } from '#client/lib/api.ts'
import { SpeakingTestCard } from './SpeakingTestCard.tsx'
import { sittingsOf, submittedParts } from './submission-state.ts'
import { TITLE } from './hub-title.ts'
import { PREPARATION_SECONDS } from '#client/exam/speaking/texts.ts'

/** The hub's loader answer: the tests, and my submissions or why they could not be read. */
export interface SpeakingHubData {
  tests: TestSummary[]
  /** Mock tests with a speaking section: sat on the mock speaking screen. */
  mocks: TestSummary[]
  submissions: Submission[] | { error: string }
}

/** /oet-speaking: the speaking tests as cards with Start, and my recordings with their state. */
export function SpeakingHub({ data, api }: { data: SpeakingHubData; api: ApiFetch }) {
  usePageTitle(TITLE)
  const submissions = Array.isArray(data.submissions) ? data.submissions : []
  return (
    <section className="hub" aria-labelledby="hub-title">
      <header className="hub-header">
        <h1 id="hub-title">{TITLE}</h1>
        <p className="hub-intro">
          Each OET role-play gives you {PREPARATION_SECONDS / 60} minutes to read the card, then you record your part. Record in the browser or
          upload a recording; staff evaluate it within 24 hrs.
        </p>
      </header>
      <Group heading="OET speaking tests">
        <TestList
          tests={data.tests}
          emptyText="No speaking tests are available yet."
          card={(test) => <SpeakingTestCard test={test} screen="/oet-speaking/$testId" submitted={submittedParts(test.id, submissions)} />}
        />
      </Group>
      {data.mocks.length > 0 && (
        <Group heading="Mock speaking">
          <TestGrid tests={data.mocks} card={(test) => <SpeakingTestCard test={test} screen="/mock-speaking/$testId" submitted={[]} />} />
        </Group>
      )}
      <Group heading="Your recordings">
        {!Array.isArray(data.submissions) ? (
          <div className="card hub-error" role="alert">
            <p className="hub-error-lead">Could not load your recordings.</p>
            <p>{data.submissions.error}</p>
          </div>
        ) : submissions.length === 0 ? (
          <p className="card hub-empty">Your recordings will be listed here once you submit them, with their evaluations.</p>
        ) : (
          <ul className="sp-subs">
            {sittingsOf(submissions).map((parts) => (
              <li key={parts[0]!.id}>
                <SpeakingSubmissionItem parts={parts} api={api} />
              </li>
            ))}
          </ul>
        )}
      </Group>
    </section>
  )
}

function Group({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="hub-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  )
}
