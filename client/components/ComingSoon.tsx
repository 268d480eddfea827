import { Link, useLocation } from '@tanstack/react-router'
import { usePageTitle } from './ui-state/UiStateProvider.tsx'

/** What a screen that is not built yet shows, inside the real layout, instead of a blank page. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  usePageTitle(title)
  const onHome = useLocation({ select: (location) => location.pathname === '/app/welcome' })
  return (
    <section className="card coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p className="coming-soon-tag">Coming soon</p>
      <p>{description}</p>
      {!onHome && (
        <p>
          <Link to="/app/welcome" className="button">
            Back to home
          </Link>
        </p>
      )}
    </section>
  )
}
