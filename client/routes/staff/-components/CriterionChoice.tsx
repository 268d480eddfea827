import type { Criterion } from '#shared/evaluation/criteria.ts'

/** One OET criterion: a labelled row of 0..max, arrow keys move within it as in any radio group. */
export function CriterionChoice({
  criterion,
  value,
  disabled,
  onChange,
}: {
  criterion: Criterion
  value: number | undefined
  disabled: boolean
  onChange: (score: number) => void
}) {
  const scores = Array.from({ length: criterion.max + 1 }, (_, score) => score)
  return (
    <fieldset className="staff-criterion" disabled={disabled}>
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
