import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { User } from '#shared/auth/schema.ts'
import type { Role } from '#shared/auth/auth.ts'
import type { AdminUser, MarkingSettingsBody } from '#shared/evaluation/schema.ts'
import { adminCall } from './admin-call.ts'
import { LocalDate } from '#client/components/hub/LocalDate.tsx'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { Dialog } from '#client/components/Dialog.tsx'
import { AccommodationsDialog } from './AccommodationsDialog.tsx'
import { MarkingSettingsForm } from './MarkingSettingsForm.tsx'
import { UserMarkingToggle } from './UserMarkingToggle.tsx'

export type { AdminUser }

const ROLE_NAMES: Record<Role, string> = { student: 'Student', staff: 'Staff', admin: 'Admin' }

/** PATCH /api/admin/users/{id}: a student made staff, or staff a student again. */
const patchRole = (id: string, role: 'student' | 'staff', csrfToken: string) => adminCall<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, csrfToken, { role })

/**
 * Users, searched by name or email; a student can be made staff and staff made a student again,
 * staff made senior evaluators and a student's work always double marked (decision 0106); above
 * them, how much of all work is double marked.
 */
export function UsersPage({ users, marking, query, me, csrfToken }: { users: AdminUser[]; marking: MarkingSettingsBody; query: string; me: User; csrfToken: string }) {
  usePageTitle('Users')
  const navigate = useNavigate()
  const [rows, setRows] = useState(users)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  // A role changes what a person may see and do: the admin confirms each change first (issue 37).
  const [asked, setAsked] = useState<{ user: AdminUser; role: 'student' | 'staff' } | null>(null)
  const [accommodating, setAccommodating] = useState<AdminUser | null>(null)
  // A new search brings new rows.
  const [shown, setShown] = useState(users)
  if (shown !== users) {
    setShown(users)
    setRows(users)
  }

  const changeRole = async (user: AdminUser, role: 'student' | 'staff') => {
    try {
      const updated = await patchRole(user.id, role, csrfToken)
      setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)))
      setMessage({ text: `${updated.name} is now ${ROLE_NAMES[updated.role].toLowerCase()}.`, error: false })
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'The role was not changed.', error: true })
    }
  }

  return (
    <section className="staff" aria-labelledby="users-title">
      <header className="staff-header">
        <h1 id="users-title">Users</h1>
        <p className="staff-intro">Make a student staff so they can evaluate, or make staff a student again.</p>
      </header>
      <MarkingSettingsForm initial={marking} csrfToken={csrfToken} />
      <form
        className="staff-filters"
        method="get"
        action="/admin/users"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          const value = String(new FormData(event.currentTarget).get('query') ?? '').trim()
          void navigate({ to: '/admin/users', search: { query: value || undefined } })
        }}
      >
        <div className="staff-filter staff-filter-grow">
          <label htmlFor="users-query">Name or email</label>
          <input id="users-query" name="query" type="search" defaultValue={query} className="staff-input" />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p role="status" className={message?.error ? 'form-error' : message ? 'form-notice' : 'staff-count'}>
        {message?.text ?? `${rows.length} ${rows.length === 1 ? 'user' : 'users'}${query ? ` matching "${query}"` : ''}`}
      </p>
      <table className="staff-queue staff-users">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            <th scope="col">Marking</th>
            <th scope="col">
              <span className="hub-sr-only">Change role</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => (
            <tr key={user.id}>
              <td data-label="Name"><div className="staff-cell">{user.name}</div></td>
              <td data-label="Email"><div className="staff-cell">{user.email}</div></td>
              <td data-label="Role"><div className="staff-cell">{ROLE_NAMES[user.role]}</div></td>
              <td data-label="Joined"><div className="staff-cell">
                <LocalDate iso={user.createdAt} />
              </div></td>
              <td data-label="Marking"><div className="staff-cell">
                {user.role === 'admin' ? 'Adjudicates' : (
                  <UserMarkingToggle
                    user={user}
                    csrfToken={csrfToken}
                    onChanged={(updated, text) => {
                      setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)))
                      setMessage({ text, error: false })
                    }}
                    onProblem={(text) => setMessage({ text, error: true })}
                  />
                )}
              </div></td>
              <td className="staff-action">
                {user.role === 'admin' || user.id === me.id ? null : (
                  <button type="button" className="button button-quiet" onClick={() => setAsked({ user, role: user.role === 'staff' ? 'student' : 'staff' })}>
                    {user.role === 'staff' ? 'Make student' : 'Make staff'}
                    <span className="hub-sr-only"> {user.name}</span>
                  </button>
                )}
                {user.role === 'student' && (
                  <button type="button" className="button button-quiet" onClick={() => setAccommodating(user)}>
                    Accommodations<span className="hub-sr-only"> for {user.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {accommodating && (
        <AccommodationsDialog
          user={accommodating}
          csrfToken={csrfToken}
          onClose={() => setAccommodating(null)}
          onSaved={(text) => {
            setAccommodating(null)
            setMessage({ text, error: false })
          }}
        />
      )}
      <Dialog
        open={asked !== null}
        title={asked ? `Make ${asked.user.name} ${asked.role === 'staff' ? 'staff' : 'a student'}?` : ''}
        onClose={() => setAsked(null)}
        size="sm"
        actions={
          <>
            <button type="button" className="button button-quiet" onClick={() => setAsked(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              data-autofocus
              onClick={() => {
                if (asked) void changeRole(asked.user, asked.role)
                setAsked(null)
              }}
            >
              {asked?.role === 'staff' ? 'Make staff' : 'Make student'}
            </button>
          </>
        }
      >
        <p>
          {asked?.role === 'staff'
            ? `${asked.user.name} (${asked.user.email}) will see every student's letters and recordings and may evaluate them.`
            : `${asked?.user.name ?? ''} (${asked?.user.email ?? ''}) will no longer see the evaluation queue or evaluate; their own tests stay theirs.`}
        </p>
      </Dialog>
    </section>
  )
}
