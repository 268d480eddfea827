/** The 24-hour promise as an evaluator reads it: time left, or how late it already is. */
export interface DueState {
  overdue: boolean
  /** "5 h 12 min left", "Overdue by 1 h 3 min": words, so the state never rests on colour alone. */
  text: string
}

const MINUTE = 60_000

function span(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE))
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours >= 24) return `${Math.floor(hours / 24)} d ${hours % 24} h`
  if (hours > 0) return `${hours} h ${rest} min`
  return `${rest} min`
}

export function dueState(dueAt: string, now: number): DueState {
  const left = new Date(dueAt).getTime() - now
  if (left < 0) return { overdue: true, text: `Overdue by ${span(-left)}` }
  return { overdue: false, text: `${span(left)} left` }
}

/** "14:05 UTC": the lock's end as the API's 409 message words it. */
export const utcClock = (iso: string): string => `${new Date(iso).toISOString().slice(11, 16)} UTC`
