import { Link } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/progress/schema.ts'
import { partScoresLabel, partScoresText } from '../review/part-scores.ts'
import { GradeBadge } from './GradeBadge.tsx'
import { LocalDate } from './LocalDate.tsx'
import { MockTag } from './SkillCard.tsx'
import { kindLabel } from './test-facts.ts'

const SHOWN = 8
const RESULTS_KINDS = new Set(['listening', 'oet-listening', 'oet-reading', 'mock'])
const SECTION_LABELS = { listening: 'Listening', reading: 'Reading' } as const

/** The latest listening, reading and mock attempts, newest first, each with its result or its state. */
export function RecentAttempts({ attempts }: { attempts: readonly MyAttempt[] }) {
  const recent = attempts.filter((attempt) => RESULTS_KINDS.has(attempt.kind)).slice(0, SHOWN)
  return (
    <section className="recent" aria-labelledby="recent-title">
      <h2 id="recent-title">Recent attempts</h2>
      {recent.length === 0 ? (
        <p className="card recent-empty">Your listening, reading and mock test attempts will be listed here.</p>
      ) : (
        <ul className="card recent-list">
          {recent.map((attempt) => (
            <li key={attempt.attemptId} className="recent-item">
              <div className="recent-what">
                <span className="recent-title">
                  {attempt.title} {attempt.kind === 'mock' && <MockTag />}
                </span>
                <span className="recent-meta">
                  {attempt.kind === 'mock' ? 'Mock test' : kindLabel(attempt.kind)} · {attempt.mode} ·{' '}
                  <LocalDate iso={attempt.submittedAt ?? attempt.startedAt} />
                </span>
              </div>
              {attempt.kind === 'mock' ? <MockResult attempt={attempt} /> : <TestResult attempt={attempt} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function TestResult({ attempt }: { attempt: MyAttempt }) {
  if (attempt.status !== 'submitted' || attempt.score === null || attempt.grade === null) return <span className="recent-open">Not submitted yet</span>
  return (
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
  )
}

/** A mock: each keyed section's own score (its combined score is no skill's score); writing and speaking are on its results screen. */
function MockResult({ attempt }: { attempt: MyAttempt }) {
  if (attempt.status !== 'submitted') return <span className="recent-open">Not submitted yet</span>
  return (
    <div className="recent-result">
      {attempt.mockSections.map((section) => (
        <span key={section.section}>
          {SECTION_LABELS[section.section]} {section.score} / 500 <GradeBadge grade={section.grade} />
        </span>
      ))}
      <Link to="/mock-tests/$testId/results" params={{ testId: attempt.testId }}>
        Results<span className="hub-sr-only"> of {attempt.title}</span>
      </Link>
    </div>
  )
}
