import { useId, useState, type KeyboardEvent, type Ref } from 'react'
import type { Criterion, EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { descriptorFor } from '#shared/evaluation/descriptors.ts'

/**
 * One OET criterion: a labelled row of 0..max. Arrow keys move within it as in any radio group;
 * a digit key gives that score at once and hands on to the next criterion (`onScoredByKey`), so
 * an evaluator scores every criterion by typing its digits (docs/decisions/0051). Beside the row,
 * the descriptor of the score under the cursor or the keyboard focus, and of the one chosen: the
 * sentences the student reads beside the score (issue 37).
 */
export function CriterionChoice({
  skill,
  criterion,
  value,
  disabled,
  onChange,
  onScoredByKey,
  groupRef,
}: {
  skill: EvaluatedSkill
  criterion: Criterion
  value: number | undefined
  disabled: boolean
  onChange: (score: number) => void
  onScoredByKey: () => void
  groupRef: Ref<HTMLFieldSetElement>
}) {
  const scores = Array.from({ length: criterion.max + 1 }, (_, score) => score)
  const [looked, setLooked] = useState<number | null>(null)
  const descriptorId = useId()
  const shown = looked ?? value
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
      <div className="staff-scores" onMouseLeave={() => setLooked(null)} onBlur={() => setLooked(null)}>
        {scores.map((score) => (
          <label key={score} className="staff-score" onMouseEnter={() => setLooked(score)}>
            <input
              type="radio"
              name={`criterion-${criterion.id}`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              onFocus={() => setLooked(score)}
              aria-describedby={descriptorId}
            />
            <span>{score}</span>
          </label>
        ))}
      </div>
      <div id={descriptorId} className="staff-descriptors">
        {shown !== undefined && (
          <p className="staff-descriptor">
            <strong>{shown === value ? `${shown}, chosen:` : `${shown}:`}</strong> {descriptorFor(skill, criterion.id, shown)}
          </p>
        )}
        {value !== undefined && shown !== value && (
          <p className="staff-descriptor staff-descriptor-chosen">
            <strong>{value}, chosen:</strong> {descriptorFor(skill, criterion.id, value)}
          </p>
        )}
      </div>
    </fieldset>
  )
}

/** Puts the focus on a criterion's chosen score, or its first: where a digit key or an arrow works. */
export function focusCriterion(group: HTMLFieldSetElement | null | undefined): void {
  const target = group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input')
  target?.focus()
}
