import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { LoadError, LoadPending } from '../../components/hub/LoadStates.tsx'
import { authedRoute } from '../authed.tsx'
import { ADMIN_ROLES, requireRole, STAFF_ROLES } from '#client/lib/role-gate.ts'
import type { TestFamilyList, TestVersionView } from '#shared/authoring/schema.ts'
import type { AdminUser } from './-components/UsersPage.tsx'
import type { MarkingSettingsBody } from '#shared/evaluation/schema.ts'
import type { JsonSchema } from './-components/editor/schema-form.ts'

/** /admin/users: find a user and make them staff or a student again; double marking's settings. Admins only. */
export const adminUsersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/admin/users',
  validateSearch: (search: Record<string, unknown>): { query?: string | undefined } => ({
    query: typeof search.query === 'string' && search.query.trim() !== '' ? search.query.slice(0, 200) : undefined,
  }),
  beforeLoad: ({ context }) => requireRole(context.user, ADMIN_ROLES),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [users, marking] = await Promise.all([
      context.api<{ items: AdminUser[] }>(`/api/admin/users${deps.query ? `?query=${encodeURIComponent(deps.query)}` : ''}`),
      context.api<MarkingSettingsBody>('/api/admin/marking'),
    ])
    return { ...users, marking }
  },
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

/** /admin/tests: every test with its versions; a new test starts as a draft. Staff and admins. */
export const adminTestsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/admin/tests',
  beforeLoad: ({ context }) => requireRole(context.user, STAFF_ROLES),
  loader: ({ context }) => context.api<TestFamilyList>('/api/admin/tests'),
  component: lazyRouteComponent(() => import('./tests-page.tsx'), 'AdminTests'),
  staticData: { page: 'client/routes/admin/tests-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading tests..." />,
  errorComponent: ({ error }) => <LoadError title="Tests" what="the tests" error={error} />,
})

/** /admin/tests/{id}: one version in the editor, with the form its kind's import schema draws. */
export const adminTestEditorRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/admin/tests/$testId',
  beforeLoad: ({ context }) => requireRole(context.user, STAFF_ROLES),
  loader: async ({ context, params }) => {
    const view = await context.api<TestVersionView>(`/api/admin/tests/${params.testId}`)
    return { view, schema: await context.api<JsonSchema>(`/api/admin/test-schemas/${view.document.kind}`) }
  },
  component: lazyRouteComponent(() => import('./test-editor-page.tsx'), 'AdminTestEditor'),
  staticData: { page: 'client/routes/admin/test-editor-page.tsx' },
  pendingComponent: () => <LoadPending label="Loading the test..." />,
  errorComponent: ({ error }) => <LoadError title="Test" what="the test" error={error} />,
})
