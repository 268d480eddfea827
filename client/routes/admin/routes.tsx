import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import { ADMIN_ROLES, requireRole } from '#client/lib/role-gate.ts'
import type { AdminUser } from './-components/UsersPage.tsx'

/** /admin/users: find a user and make them staff or a student again. Admins only. */
export const adminUsersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/admin/users',
  validateSearch: (search: Record<string, unknown>): { query?: string | undefined } => ({
    query: typeof search.query === 'string' && search.query.trim() !== '' ? search.query.slice(0, 200) : undefined,
  }),
  beforeLoad: ({ context }) => requireRole(context.user, ADMIN_ROLES),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.api<{ items: AdminUser[] }>(`/api/admin/users${deps.query ? `?query=${encodeURIComponent(deps.query)}` : ''}`),
  component: lazyRouteComponent(() => import('./users-page.tsx'), 'AdminUsers'),
  staticData: { page: 'client/routes/admin/users-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading users..." />,
  errorComponent: ({ error }) => <LoadError title="Users" what="the users" error={error} />,
})

/** /admin/import: a test document and its media, uploaded and checked. Admins only. */
export const adminImportRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/admin/import',
  beforeLoad: ({ context }) => requireRole(context.user, ADMIN_ROLES),
  component: lazyRouteComponent(() => import('./import-page.tsx'), 'AdminImport'),
  staticData: { page: 'client/routes/admin/import-page.tsx' },
})
