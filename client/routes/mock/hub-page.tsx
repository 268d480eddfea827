import { getRouteApi } from '@tanstack/react-router'
import { progressForTest } from '../../components/hub/progress.ts'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { MockTestCard } from './-components/MockTestCard.tsx'
import { MOCK_TEXTS } from './-components/texts.ts'

const mockTestsRoute = getRouteApi('/authed/mock-tests')

/* The mock tests' hub, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function MockHub() {
  usePageTitle(MOCK_TEXTS.hubTitle)
  const { tests, attempts, loadedAt } = mockTestsRoute.useLoaderData()
  return (
    <section className="hub" aria-labelledby="hub-title">
      <header className="hub-header">
        <h1 id="hub-title">{MOCK_TEXTS.hubTitle}</h1>
        <p className="hub-intro">
          A full OET practice in one sitting: Listening, Reading, Writing and Speaking in order, or only the sections you choose. Listening and
          reading are marked at once; staff evaluate writing and speaking.
        </p>
      </header>
      {tests.length === 0 ? (
        <div className="card hub-empty">
          <p className="hub-empty-lead">No mock tests are available yet.</p>
          <p>New tests appear here as soon as they are added. Please check back soon.</p>
        </div>
      ) : (
        <ul className="test-grid">
          {tests.map(({ test, results }) => (
            <li key={test.id}>
              <MockTestCard test={test} results={results} progress={progressForTest(test.id, attempts, loadedAt)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
