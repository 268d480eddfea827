import type { ReactNode } from 'react'
import type { MyAttempt } from '#shared/progress/schema.ts'
import { HrefLink } from './HrefLink.tsx'
import { LocalDate } from './LocalDate.tsx'

/** Under a test card's last result: the attempt still open, if there is one. */
export function InProgressNote({ resumable }: { resumable: MyAttempt | undefined }) {
  if (!resumable) return null
  return (
    <p className="test-open">
      In progress: a {resumable.mode} attempt started <LocalDate iso={resumable.startedAt} withTime />.
    </p>
  )
}

interface TestCardActionsProps {
  title: string
  /** Where an open attempt resumes; null when there is none and the student starts afresh. */
  resumeHref: string | null
  onStart(): void
  /** Discard the open attempt and start afresh (offered beside Resume). */
  onStartAgain(): void
  /** The link to the test's results, once there are any. */
  results: ReactNode
}

/** A test card's ways in: Resume an open attempt (or start again) or Start one, and its results. */
export function TestCardActions({ title, resumeHref, onStart, onStartAgain, results }: TestCardActionsProps) {
  return (
    <div className="test-actions">
      {resumeHref ? (
        <>
          <HrefLink className="button" href={resumeHref}>
            Resume<span className="hub-sr-only"> {title}</span>
          </HrefLink>
          <button type="button" className="button button-quiet" onClick={onStartAgain}>
            Start again<span className="hub-sr-only"> {title}</span>
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={onStart}>
          Start<span className="hub-sr-only"> {title}</span>
        </button>
      )}
      {results}
    </div>
  )
}

/** The "View results" text of a card's results link, named for a screen reader. */
export const ViewResults = ({ title }: { title: string }) => (
  <>
    View results<span className="hub-sr-only"> of {title}</span>
  </>
)
