/**
 * "0:42", "12:05": a length or a moment of a recording as people read it, minutes not padded,
 * seconds floored (a recording of 59.9 s is not yet a minute) and never negative.
 */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
