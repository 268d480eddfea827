import { getRouteApi } from '@tanstack/react-router'
import { progressForTest } from '../../components/hub/progress.ts'
import { TestList } from '../../components/hub/TestList.tsx'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { MockTestCard } from './-components/MockTestCard.tsx'
import { TITLE } from './-components/hub-title.ts'

const mockTestsRoute = getRouteApi('/authed/mock-tests')

/* The mock tests' hub, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function MockHub() {
  usePageTitle(TITLE)
  const { tests, attempts, loadedAt } = mockTestsRoute.useLoaderData()
  const resultsOf = new Map(tests.map(({ test, results }) => [test.id, results]))
  return (
    <section className="hub" aria-labelledby="hub-title">
      <header className="hub-header">
        <h1 id="hub-title">{TITLE}</h1>
        <p className="hub-intro">
          A full OET practice in one sitting: Listening, Reading, Writing and Speaking in order, or only the sections you choose. Listening and
          reading are marked at once; staff evaluate writing and speaking.
        </p>
      </header>
      <TestList
        tests={tests.map(({ test }) => test)}
        emptyText="No mock tests are available yet."
        card={(test) => <MockTestCard test={test} results={resultsOf.get(test.id) ?? null} progress={progressForTest(test.id, attempts, loadedAt)} />}
      />
    </section>
  )
}
