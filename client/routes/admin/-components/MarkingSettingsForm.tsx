import { useId, useState } from 'react'
import type { MarkingSettingsBody } from '#shared/evaluation/schema.ts'
import { CRITERION_TOLERANCE_MAX } from '#shared/evaluation/double-marking.ts'
import { adminCall } from './admin-call.ts'

/**
 * How much of all work is double marked and how far two marks may differ before a senior
 * evaluator adjudicates (decision 0106). Saved on its own; what it changes is said beside it.
 */
export function MarkingSettingsForm({ initial, csrfToken }: { initial: MarkingSettingsBody; csrfToken: string }) {
  const [share, setShare] = useState(String(initial.sharePercent))
  const [tolerance, setTolerance] = useState(String(initial.criterionTolerance))
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null)
  const shareId = useId()
  const toleranceId = useId()
  const headingId = useId()

  const save = async () => {
    const sharePercent = Number(share)
    const criterionTolerance = Number(tolerance)
    if (share.trim() === '' || !Number.isInteger(sharePercent) || sharePercent < 0 || sharePercent > 100) {
      setSaid({ text: 'The share is a whole percentage from 0 to 100.', error: true })
      return
    }
    if (tolerance.trim() === '' || !Number.isInteger(criterionTolerance) || criterionTolerance < 0 || criterionTolerance > CRITERION_TOLERANCE_MAX) {
      setSaid({ text: `The difference allowed is a whole number of scores from 0 to ${CRITERION_TOLERANCE_MAX}.`, error: true })
      return
    }
    try {
      const saved = await adminCall<MarkingSettingsBody>('PUT', '/api/admin/marking', csrfToken, { sharePercent, criterionTolerance })
      setSaid({
        text:
          saved.sharePercent === 0
            ? 'Saved: only the chosen students’ work is double marked.'
            : `Saved: about ${saved.sharePercent}% of letters and recordings are double marked from their first marks on.`,
        error: false,
      })
    } catch (error) {
      setSaid({ text: error instanceof Error ? error.message : 'The settings were not saved.', error: true })
    }
  }

  return (
    <section className="staff-panel staff-marking" aria-labelledby={headingId}>
      <h2 id={headingId}>Double marking</h2>
      <p className="staff-intro">
        Two evaluators mark a double-marked letter or role-play without seeing each other’s marks. When their grades differ, or a criterion differs by
        more than the difference allowed, a senior evaluator adjudicates; otherwise the student gets the average.
      </p>
      <form
        className="staff-filters"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div className="staff-filter">
          <label htmlFor={shareId}>Share double marked (%)</label>
          <input id={shareId} className="staff-input" type="number" inputMode="numeric" min={0} max={100} step={1} value={share} onChange={(event) => setShare(event.target.value)} />
        </div>
        <div className="staff-filter">
          <label htmlFor={toleranceId}>Difference allowed per criterion</label>
          <input
            id={toleranceId}
            className="staff-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={CRITERION_TOLERANCE_MAX}
            step={1}
            value={tolerance}
            onChange={(event) => setTolerance(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Save
        </button>
      </form>
      {/* Always there, so a screen reader hears what the save said; boxed only when it says something. */}
      <p role="status" className={said ? (said.error ? 'form-error' : 'form-notice') : undefined}>
        {said?.text}
      </p>
    </section>
  )
}
