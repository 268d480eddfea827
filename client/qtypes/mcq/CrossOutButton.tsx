interface CrossOutButtonProps {
  /** The option's letter, as on paper: "B". */
  letter: string
  crossedOut: boolean
  onToggle(): void
}

/**
 * The button beside an option that crosses it out, or restores it. A toggle: its name stays
 * "Cross out option B" and aria-pressed says whether it is. It shows the option's letter, struck
 * through once pressed.
 */
export function CrossOutButton({ letter, crossedOut, onToggle }: CrossOutButtonProps) {
  const name = `Cross out option ${letter}`
  return (
    <button type="button" className="qt-cross-out" aria-pressed={crossedOut} title={crossedOut ? `Restore option ${letter}` : name} onClick={onToggle}>
      <span className="exam-sr-only">Cross out option </span>
      <span className="qt-cross-out-letter">{letter}</span>
    </button>
  )
}
