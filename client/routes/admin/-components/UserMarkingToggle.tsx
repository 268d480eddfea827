import { useState } from 'react'
import type { AdminUser } from '#shared/evaluation/schema.ts'
import { adminCall } from './admin-call.ts'

/**
 * A user's part in double marking (decision 0106): staff may be senior evaluators, who adjudicate;
 * a student's every letter and recording may be double marked. A checkbox, saved when changed.
 */
export function UserMarkingToggle({ user, csrfToken, onChanged, onProblem }: { user: AdminUser; csrfToken: string; onChanged: (user: AdminUser, text: string) => void; onProblem: (text: string) => void }) {
  if (user.role === 'student') {
    return (
      <Toggle
        label="Double mark all work"
        who={user.name}
        checked={user.doubleMarked}
        onChange={(doubleMarked) => save({ doubleMarked }, doubleMarked ? `Every letter and recording ${user.name} sends is now double marked.` : `${user.name}'s work is double marked only when it falls in the share.`)}
      />
    )
  }
  return (
    <Toggle
      label="Senior evaluator"
      who={user.name}
      checked={user.senior}
      onChange={(senior) => save({ senior }, senior ? `${user.name} is now a senior evaluator and may adjudicate double marks that disagree.` : `${user.name} no longer adjudicates.`)}
    />
  )

  /** Answers whether the change was kept. */
  function save(body: { senior?: boolean; doubleMarked?: boolean }, text: string): Promise<boolean> {
    return adminCall<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(user.id)}/marking`, csrfToken, body).then(
      (updated) => {
        onChanged(updated, text)
        return true
      },
      (error: unknown) => {
        onProblem(error instanceof Error ? error.message : 'The change was not saved.')
        return false
      },
    )
  }
}

/** Ticks at once, as a checkbox does; a change the server refuses is unticked again. */
function Toggle({ label, who, checked, onChange }: { label: string; who: string; checked: boolean; onChange: (checked: boolean) => Promise<boolean> }) {
  const [shown, setShown] = useState(checked)
  const [was, setWas] = useState(checked)
  if (was !== checked) {
    setWas(checked)
    setShown(checked)
  }
  return (
    <label className="staff-toggle">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          const wanted = event.target.checked
          setShown(wanted)
          void onChange(wanted).then((saved) => saved || setShown(!wanted))
        }}
      />
      {label}
      <span className="hub-sr-only"> ({who})</span>
    </label>
  )
}
