import { useId } from 'react'
import { formatClock, isLowTime } from '#client/components/exam/countdown.ts'
import { useTimeAnnouncement } from '#client/components/exam/use-time-announcement.ts'

export const NO_TIME_LIMIT = 'No time limit'

export interface CountdownTextProps {
  /** Seconds left, or null when the test has no time limit (practice 'no-limit'). */
  secondsLeft: number | null
  /** What is being counted ("Time left"); names the timer. */
  label: string
  /** Keep the label for screen readers only, where the header has no room for it. */
  labelHidden?: boolean | undefined
}

/** The header's clock: mm:ss, h:mm:ss from an hour up, or "No time limit". Speaks, and shows a warning, only at 5 and 1 minutes left. */
export function CountdownText({ secondsLeft, label, labelHidden = false }: CountdownTextProps) {
  const labelId = useId()
  const announcement = useTimeAnnouncement(secondsLeft)
  const warning = isLowTime(secondsLeft)
  return (
    <span className={`exam-countdown-text${warning ? ' exam-countdown-warning' : ''}`}>
      <span id={labelId} className={labelHidden ? 'exam-sr-only' : 'exam-countdown-text-label'}>
        {label}
      </span>{' '}
      {secondsLeft === null ? (
        <span className="exam-countdown-text-time">{NO_TIME_LIMIT}</span>
      ) : (
        <span className="exam-countdown-text-time" role="timer" aria-labelledby={labelId}>
          {formatClock(secondsLeft)}
        </span>
      )}
      <span className={announcement.shown ? 'exam-time-warning' : 'exam-sr-only'} aria-live="polite">
        {announcement.text}
      </span>
    </span>
  )
}
