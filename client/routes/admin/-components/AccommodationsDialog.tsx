import { useEffect, useId, useState } from 'react'
import type { AccommodationsView } from '#shared/accommodations/schema.ts'
import { EXTRA_TIME_MAX_PERCENT, TEXT_SIZES, type TextSize } from '#shared/accommodations/accommodations.ts'
import type { AdminUser } from '#shared/evaluation/schema.ts'
import { adminCall } from './admin-call.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'

const SIZE_NAMES: Record<TextSize, string> = { normal: 'Normal', large: 'Large (112%)', larger: 'Larger (125%)' }

const call = (method: 'GET' | 'PUT', id: string, csrfToken: string, body?: unknown) =>
  adminCall<AccommodationsView>(method, `/api/admin/users/${encodeURIComponent(id)}/accommodations`, csrfToken, body)

/**
 * A student's accommodations (issue 37): extra time on every timed part, tests under way included,
 * and a larger text size; with who set what and when.
 */
export function AccommodationsDialog({ user, csrfToken, onClose, onSaved }: { user: AdminUser; csrfToken: string; onClose: () => void; onSaved: (text: string) => void }) {
  const [view, setView] = useState<AccommodationsView | null>(null)
  const [percent, setPercent] = useState('0')
  const [size, setSize] = useState<TextSize>('normal')
  const [problem, setProblem] = useState('')
  const percentId = useId()
  const sizeId = useId()

  useEffect(() => {
    let live = true
    call('GET', user.id, csrfToken).then(
      (answer) => {
        if (!live) return
        setView(answer)
        setPercent(String(answer.extraTimePercent))
        setSize(answer.textSize)
      },
      (error: unknown) => live && setProblem(error instanceof Error ? error.message : 'The accommodations could not be loaded.'),
    )
    return () => {
      live = false
    }
  }, [user.id, csrfToken])

  const save = async () => {
    const extraTimePercent = Number(percent)
    if (!Number.isInteger(extraTimePercent) || extraTimePercent < 0 || extraTimePercent > EXTRA_TIME_MAX_PERCENT) {
      setProblem(`Extra time is a whole percentage from 0 to ${EXTRA_TIME_MAX_PERCENT}.`)
      return
    }
    try {
      const saved = await call('PUT', user.id, csrfToken, { extraTimePercent, textSize: size })
      const running = saved.attemptsUpdated ? ` ${saved.attemptsUpdated === 1 ? 'Their test under way has' : `Their ${saved.attemptsUpdated} tests under way have`} the new time.` : ''
      onSaved(`${user.name}: ${extraTimePercent}% extra time, ${SIZE_NAMES[size].toLowerCase()} text.${running}`)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The accommodations were not saved.')
    }
  }

  return (
    <Dialog
      open
      title={`Accommodations for ${user.name}`}
      onClose={onClose}
      size="md"
      actions={
        <>
          <button type="button" className="button button-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button" disabled={view === null} onClick={() => void save()}>
            Save
          </button>
        </>
      }
    >
      <p>For a student with a documented need. Extra time goes on every timed part of every test, those under way included.</p>
      <div className="field">
        <label htmlFor={percentId}>Extra time (%)</label>
        <input id={percentId} type="number" inputMode="numeric" min={0} max={EXTRA_TIME_MAX_PERCENT} step={1} value={percent} onChange={(event) => setPercent(event.target.value)} disabled={view === null} data-autofocus />
        <p className="field-hint">25 turns a 15-minute part into 18 min 45 s; 0 for none.</p>
      </div>
      <div className="field">
        <label htmlFor={sizeId}>Text size on every screen</label>
        <select id={sizeId} value={size} onChange={(event) => setSize(event.target.value as TextSize)} disabled={view === null}>
          {TEXT_SIZES.map((one) => (
            <option key={one} value={one}>
              {SIZE_NAMES[one]}
            </option>
          ))}
        </select>
      </div>
      {problem && <p role="alert" className="form-error">{problem}</p>}
      {view && view.history.length > 0 && (
        <>
          <h3>Changes</h3>
          <ul className="accommodation-history">
            {view.history.map((change, i) => (
              <li key={i}>
                <LocalDateTime iso={change.at} />: {change.extraTimePercent}% extra time, {SIZE_NAMES[change.textSize].toLowerCase()} text, set by {change.setBy}
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  )
}
