import type { ApiFetch } from '#client/lib/api.ts'
import { formatMinutesSeconds } from '#client/components/exam/countdown.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'

/**
 * SPEC.md section 2: the answer area is locked during the reading time, with its message and the
 * time left to unlock (`message` says how long the reading time is). Its own component, so only
 * it re-renders each second.
 */
export function LockNotice({ unlockAt, api, message }: { unlockAt: number; api: ApiFetch; message: string }) {
  const secondsLeft = useSecondsLeft(unlockAt, api) ?? 0
  return (
    <div className="writing-lock">
      <svg className="writing-lock-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <rect x="4" y="10" width="16" height="11" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" strokeWidth="2" />
      </svg>
      <p>
        {message} Use it to read the case notes.{' '}
        <strong>
          Time left to unlock: <span className="writing-lock-time">{formatMinutesSeconds(secondsLeft)}</span>
        </strong>
      </p>
    </div>
  )
}
