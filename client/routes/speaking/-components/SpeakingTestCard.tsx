import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { partsText } from './submission-state.ts'

interface SpeakingTestCardProps {
  test: TestSummary
  /** The screen the card opens: the OET speaking test, or a mock's speaking section. */
  screen: '/oet-speaking/$testId' | '/mock-speaking/$testId'
  /** Parts of this test already sent (OET tests only). */
  submitted: readonly number[]
}

/** One test in the speaking hub: what it is, what the student has sent from it, and Start. */
export function SpeakingTestCard({ test, screen, submitted }: SpeakingTestCardProps) {
  const titleId = useId()
  const mock = screen === '/mock-speaking/$testId'
  return (
    <article className="card test-card" aria-labelledby={titleId}>
      <p className="test-kind">{mock ? 'Mock speaking' : 'OET speaking'}</p>
      <h3 id={titleId} className="test-title">
        {test.title}
      </h3>
      {!mock && test.durationMinutes !== undefined && (
        <dl className="test-facts">
          <div>
            <dt>Length</dt>
            <dd>About {test.durationMinutes} minutes</dd>
          </div>
        </dl>
      )}
      <div className="test-last">
        <p className={submitted.length > 0 ? '' : 'test-last-none'}>
          {submitted.length > 0
            ? `${partsText(submitted)} submitted`
            : mock
              ? 'Every part is recorded, then all are sent together.'
              : 'Not attempted yet'}
        </p>
      </div>
      <div className="test-actions">
        <Link to={screen} params={{ testId: test.id }} className="button">
          {submitted.length > 0 ? 'Open' : 'Start'}
          <span className="hub-sr-only"> {test.title}</span>
        </Link>
      </div>
    </article>
  )
}
