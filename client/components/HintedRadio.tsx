import type { ReactNode } from 'react'

interface HintedRadioProps {
  /** The group's own id (useId): names the radios alike and each input and hint apart. */
  group: string
  value: string
  checked: boolean
  onChoose(): void
  label: string
  /** Read after the label, and by a screen reader as the radio's description. */
  hint: ReactNode
  className: string
  hintClassName: string
}

/** One choice of a radio group with a line that says what it means (a test's mode, an answer's). */
export function HintedRadio({ group, value, checked, onChoose, label, hint, className, hintClassName }: HintedRadioProps) {
  const id = `${group}-${value}`
  return (
    <div className={className}>
      <input type="radio" id={id} name={`${group}-choice`} value={value} checked={checked} onChange={onChoose} aria-describedby={`${id}-hint`} />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={hintClassName}>
        {hint}
      </p>
    </div>
  )
}
