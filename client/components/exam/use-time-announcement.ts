import { useState } from 'react'
import { nextTimeWarning, warningShown, type TimeWarning } from '#client/components/exam/countdown.ts'

export interface TimeAnnouncement {
  /** The polite live region's text: empty until a mark is crossed, then that mark's words. */
  text: string
  /** Whether the words are on screen too (for a while after the mark), not only for screen readers. */
  shown: boolean
}

/**
 * A countdown's warnings at 5 and 1 minutes left. The region's text changes only at those moments
 * (and empties when a new part's clock begins), so a screen reader speaks twice in a part, not
 * every second; the same words show on screen for WARNING_SHOWN_SECONDS.
 */
export function useTimeAnnouncement(secondsLeft: number | null): TimeAnnouncement {
  // The previous reading is kept in state and compared during render: React's pattern for
  // deriving state from a changing prop, with no extra render pass through an effect.
  const [seen, setSeen] = useState<{ previous: number | null; warning: TimeWarning | null }>({ previous: secondsLeft, warning: null })
  let warning = seen.warning
  if (seen.previous !== secondsLeft) {
    warning = nextTimeWarning(seen.warning, seen.previous, secondsLeft)
    setSeen({ previous: secondsLeft, warning })
  }
  return { text: warning?.text ?? '', shown: warningShown(warning, secondsLeft) }
}
