import type { Role } from '#shared/auth/auth.ts'

export interface NavItem {
  to: string
  label: string
  roles?: Role[]
}

/** The main sections, in the order a student works through them. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/app/welcome', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/review', label: 'Review' },
  { to: '/app/integration', label: 'Listening' },
  { to: '/app/oetreading', label: 'Reading' },
  { to: '/app/oetwriting', label: 'Writing' },
  { to: '/oet-speaking', label: 'Speaking' },
  { to: '/mock-tests', label: 'Mock tests' },
  { to: '/staff', label: 'Staff', roles: ['staff', 'admin'] },
  { to: '/admin/users', label: 'Users', roles: ['admin'] },
  { to: '/admin/tests', label: 'Tests', roles: ['staff', 'admin'] },
]
