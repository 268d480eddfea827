import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { User } from '#shared/auth/schema.ts'
import { useUiState } from '../ui-state/UiStateProvider.tsx'
import { MainNav } from './MainNav.tsx'
import { NAV_ITEMS } from './nav-items.ts'
import { NotificationBell } from './NotificationBell.tsx'
import { LogoutButton } from './LogoutButton.tsx'
import { useExamScreen } from './exam-mode.ts'

/**
 * The logged-in layout: header with the sections, notifications and account, then the screen. An
 * exam screen keeps the bar but not the sections: a candidate is not one tap from leaving the test.
 */
export function AppShell({ user, csrfToken, children }: { user: User; csrfToken: string; children: ReactNode }) {
  const { state } = useUiState()
  const exam = useExamScreen()
  const items = NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(user.role))
  return (
    // An accommodation's text size (issue 37) scales every screen, exam screens included.
    <div className={user.textSize ? `shell shell-text-${user.textSize}` : 'shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <div className="shell-bar">
          <Link to="/app/welcome" className="brand">
            <span className="brand-mark" aria-hidden="true">
              O
            </span>
            <span className="brand-name">OET Prep</span>
          </Link>
          {!exam && <MainNav items={items} />}
          <div className="shell-account">
            <NotificationBell count={state.notificationCount} />
            <span className="account-name" title={user.email}>
              {user.name}
            </span>
            <LogoutButton csrfToken={csrfToken} />
          </div>
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        {user.extraTimePercent !== undefined && (
          <p className="shell-extra-time">
            You have {user.extraTimePercent}% extra time: every timer of your tests already includes it.
          </p>
        )}
        {children}
      </main>
    </div>
  )
}
