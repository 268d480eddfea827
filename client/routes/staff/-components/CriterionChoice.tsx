import type { KeyboardEvent, Ref } from 'react'
import type { Criterion } from '#shared/evaluation/criteria.ts'

/**
 * One OET criterion: a labelled row of 0..max. Arrow keys move within it as in any radio group;
 * a digit key gives that score at once and hands on to the next criterion (`onScoredByKey`), so
 * an evaluator scores every criterion by typing its digits (docs/decisions/0051).
 */
export function CriterionChoice({
  criterion,
  value,
  disabled,
  onChange,
  onScoredByKey,
  groupRef,
}: {
  criterion: Criterion
  value: number | undefined
  disabled: boolean
  onChange: (score: number) => void
  onScoredByKey: () => void
  groupRef: Ref<HTMLFieldSetElement>
}) {
  const scores = Array.from({ length: criterion.max + 1 }, (_, score) => score)
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey || !/^[0-9]$/.test(event.key)) return
    event.preventDefault()
    const score = Number(event.key)
    if (score > criterion.max) return
    onChange(score)
    onScoredByKey()
  }
  return (
    <fieldset ref={groupRef} className="staff-criterion" disabled={disabled} onKeyDown={onKeyDown}>
      <legend>
        {criterion.label} <span className="staff-sub">(0–{criterion.max})</span>
      </legend>
      <div className="staff-scores">
        {scores.map((score) => (
          <label key={score} className="staff-score">
            <input type="radio" name={`criterion-${criterion.id}`} value={score} checked={value === score} onChange={() => onChange(score)} />
            <span>{score}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Puts the focus on a criterion's chosen score, or its first: where a digit key or an arrow works. */
export function focusCriterion(group: HTMLFieldSetElement | null | undefined): void {
  const target = group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input')
  target?.focus()
}
