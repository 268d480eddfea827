import { createRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/ComingSoon.tsx'
import { authedRoute } from './authed.tsx'

/** A logged-in screen whose feature is not built yet: the real layout with a clear notice. */
export function comingSoonRoute<const Path extends string>(path: Path, title: string, description: string) {
  return createRoute({
    getParentRoute: () => authedRoute,
    path,
    component: () => <ComingSoon title={title} description={description} />,
  })
}
