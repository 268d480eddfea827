import { useId, type CSSProperties } from 'react'
import { formatMinutesSeconds, isLowTime, remainingFraction } from '#client/components/exam/countdown.ts'
import { useTimeAnnouncement } from '#client/components/exam/use-time-announcement.ts'

export interface CountdownCircleProps {
  secondsLeft: number
  totalSeconds: number
  /** Says what is being counted ("Time left", "Part A"); shown under the ring and names the timer. */
  label: string
  /** Diameter in px; 112 by default. A bar's CSS may draw it smaller (the SVG scales). */
  size?: number | undefined
}

const STROKE = 8

/**
 * A ring that empties as time runs out, with mm:ss in the middle. The ticking time is a role="timer"
 * (not live); a separate polite region speaks, and shows for a while, only at the 5- and 1-minute marks.
 */
export function CountdownCircle({ secondsLeft, totalSeconds, label, size = 112 }: CountdownCircleProps) {
  const labelId = useId()
  const announcement = useTimeAnnouncement(secondsLeft)
  const radius = (size - STROKE) / 2
  const circumference = 2 * Math.PI * radius
  const emptied = circumference * (1 - remainingFraction(secondsLeft, totalSeconds))
  const warning = isLowTime(secondsLeft)
  return (
    <div className={`exam-countdown-circle${warning ? ' exam-countdown-warning' : ''}`} style={{ '--exam-ring-size': `${size}px` } as CSSProperties}>
      <div className="exam-countdown-ring">
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
          <circle className="exam-countdown-track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={STROKE} />
          <circle
            className="exam-countdown-progress"
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={STROKE}
            strokeDasharray={circumference}
            strokeDashoffset={emptied}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        </svg>
        <div className="exam-countdown-time" role="timer" aria-labelledby={labelId}>
          {formatMinutesSeconds(secondsLeft)}
        </div>
      </div>
      <div className="exam-countdown-label" id={labelId}>
        {label}
      </div>
      <div className={announcement.shown ? 'exam-time-warning' : 'exam-sr-only'} aria-live="polite">
        {announcement.text}
      </div>
    </div>
  )
}
