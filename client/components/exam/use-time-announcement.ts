import { useState } from 'react'
import { crossedMarkAnnouncement } from '#client/components/exam/countdown.ts'

/**
 * The text of a countdown's polite live region: empty until a mark is crossed, then that mark's
 * words until the next one. The region's text changes only at those moments, so a screen reader
 * speaks twice in a test, not every second.
 */
export function useTimeAnnouncement(secondsLeft: number | null): string {
  // The previous reading is kept in state and compared during render: React's pattern for
  // deriving state from a changing prop, with no extra render pass through an effect.
  const [seen, setSeen] = useState({ previous: secondsLeft, text: '' })
  if (seen.previous !== secondsLeft) {
    const text = crossedMarkAnnouncement(seen.previous, secondsLeft) ?? seen.text
    setSeen({ previous: secondsLeft, text })
    return text
  }
  return seen.text
}
