import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { usePageTitle } from '../../components/ui-state/UiStateProvider.tsx'
import { plural } from '../../lib/plural.ts'
import { ReviewSession } from './-components/ReviewSession.tsx'
import { LocalDate } from '../../components/hub/LocalDate.tsx'

const reviewRoute = getRouteApi('/authed/review')

/* The page itself, in its own chunk. */
export function ReviewPage() {
  usePageTitle('Review')
  const due = reviewRoute.useLoaderData()
  const { api } = reviewRoute.useRouteContext()
  const [session] = useState(due.cards)
  return (
    <div className="review-deck">
      <header className="hub-header">
        <h1>Review</h1>
        <p className="hub-intro">
          Questions you answered wrong and words you misspelled come back here, spaced out over days, until you get them right on three separate days.
        </p>
      </header>
      {session.length > 0 ? (
        <ReviewSession api={api} cards={session} dueCount={due.dueCount} />
      ) : (
        <section className="card review-empty" aria-labelledby="review-empty-title">
          <h2 id="review-empty-title">Nothing to review now</h2>
          <p>
            {due.deckSize === 0
              ? 'Your deck is empty. Wrong answers in listening and reading tests, and misspellings in the letters you send, become cards here.'
              : `${plural(due.deckSize, 'card')} in your deck, none due today.`}
            {due.deckSize > 0 && due.nextDueAt && (
              <>
                {' '}
                The next comes due on <LocalDate iso={due.nextDueAt} />.
              </>
            )}
          </p>
          <Link to="/dashboard" className="button">
            Back to the dashboard
          </Link>
        </section>
      )}
    </div>
  )
}
