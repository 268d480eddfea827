import { Link } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/contracts/progress.ts'
import { partScoresLabel, partScoresText } from '../review/part-scores.ts'
import { GradeBadge } from './GradeBadge.tsx'
import { LocalDate } from './LocalDate.tsx'
import { kindLabel } from './test-facts.ts'

const SHOWN = 8
const RESULTS_KINDS = new Set(['listening', 'oet-listening', 'oet-reading'])

/** The latest listening and reading attempts, newest first, each with its result or its state. */
export function RecentAttempts({ attempts }: { attempts: readonly MyAttempt[] }) {
  const recent = attempts.filter((attempt) => RESULTS_KINDS.has(attempt.kind)).slice(0, SHOWN)
  return (
    <section className="recent" aria-labelledby="recent-title">
      <h2 id="recent-title">Recent attempts</h2>
      {recent.length === 0 ? (
        <p className="card recent-empty">Your listening and reading attempts will be listed here.</p>
      ) : (
        <ul className="card recent-list">
          {recent.map((attempt) => (
            <li key={attempt.attemptId} className="recent-item">
              <div className="recent-what">
                <span className="recent-title">{attempt.title}</span>
                <span className="recent-meta">
                  {kindLabel(attempt.kind)} · {attempt.mode} · <LocalDate iso={attempt.submittedAt ?? attempt.startedAt} />
                </span>
              </div>
              {attempt.status === 'submitted' && attempt.score !== null && attempt.grade !== null ? (
                <div className="recent-result">
                  <span>
                    {attempt.score} / 500 <GradeBadge grade={attempt.grade} />
                  </span>
                  {attempt.parts.length > 0 && (
                    <span className="recent-parts">
                      <span aria-hidden="true">{partScoresText(attempt.parts)}</span>
                      <span className="hub-sr-only">{partScoresLabel(attempt.parts)}</span>
                    </span>
                  )}
                  <Link to="/test-results/$testId" params={{ testId: attempt.testId }}>
                    Results<span className="hub-sr-only"> of {attempt.title}</span>
                  </Link>
                </div>
              ) : (
                <span className="recent-open">Not submitted yet</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
