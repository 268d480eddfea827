import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { maxMarksFor } from '#shared/evaluation/criteria.ts'
import type { EvaluationStanding } from './evaluations.ts'
import { GradeBadge } from './GradeBadge.tsx'
import { LocalDate } from './LocalDate.tsx'
import type { ScoredAttempt, SkillStanding } from './progress.ts'
import { plural } from '#client/lib/plural.ts'
import { TrendChart } from './TrendChart.tsx'

interface SkillCardProps {
  standing: SkillStanding
  /** The heading level that fits where the card sits on its page. */
  heading: 'h2' | 'h3'
  /** The dashboard also lists every score under the chart. */
  detailed?: boolean
  /** Writing and speaking: the latest evaluation and the work still waiting. */
  evaluations?: EvaluationStanding | undefined
}

/** Where the student stands in one skill: latest score and grade, attempts, and the trend. */
export function SkillCard({ standing, heading: Heading, detailed = false, evaluations }: SkillCardProps) {
  const headingId = useId()
  const { info, history, latest, resumable } = standing
  return (
    <article className="card skill-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="skill-title">
        {info.label}
      </Heading>
      {!info.scored ? (
        <EvaluatedSkill skill={info.skill === 'writing' ? 'writing' : 'speaking'} label={info.label} evaluations={evaluations} />
      ) : latest ? (
        <>
          <p className="skill-score">
            <span className="skill-score-value">{latest.score}</span>
            <span className="skill-score-max"> / 500</span> <GradeBadge grade={latest.grade} />
          </p>
          <p className="skill-meta">
            {plural(history.length, 'attempt')}
            {mockCount(history) > 0 && ` (${mockCount(history)} in mock tests)`}, latest <LocalDate iso={latest.submittedAt} />
            {latest.mockSection && <> in {latest.title} <MockTag /></>}
            {resumable.length > 0 && ` · ${resumable.length} in progress`}
          </p>
          <TrendChart label={info.label} history={history} />
          {detailed && <ScoreTable standing={standing} />}
        </>
      ) : (
        <p className="skill-none">
          No scores yet{resumable.length > 0 && ` · ${resumable.length} in progress`}
        </p>
      )}
      <p className="skill-link">
        <Link to={info.hub}>
          {info.scored ? 'Go to' : 'Submit work in'} {info.label}
        </Link>
      </p>
    </article>
  )
}

/** Writing or speaking: the latest marks, grade and PDF once staff have evaluated, and what is still waiting. */
function EvaluatedSkill({ skill, label, evaluations }: { skill: 'writing' | 'speaking'; label: string; evaluations: EvaluationStanding | undefined }) {
  const latest = evaluations?.latest
  const waiting = evaluations?.pending ? ` · ${evaluations.pending} waiting for evaluation` : ''
  if (!latest) return <p className="skill-none">No evaluated submissions yet{waiting}</p>
  return (
    <>
      <p className="skill-score">
        <span className="skill-score-value">{latest.marks ?? '–'}</span>
        <span className="skill-score-max"> / {maxMarksFor(skill)} marks</span> {latest.grade ? <GradeBadge grade={latest.grade} /> : 'N/A'}
      </p>
      <p className="skill-meta">
        {latest.testTitle}, evaluated {latest.evaluatedAt && <LocalDate iso={latest.evaluatedAt} />}
        {waiting}
      </p>
      {latest.evaluationPdfUrl && (
        <p className="skill-meta">
          <a href={latest.evaluationPdfUrl} target="_blank" rel="noopener">
            View PDF<span className="hub-sr-only"> of your latest {label.toLowerCase()} evaluation (opens in a new tab)</span>
          </a>
        </p>
      )}
    </>
  )
}

const mockCount = (history: readonly ScoredAttempt[]) => history.filter((attempt) => attempt.mockSection).length

/** Marks a score that is one section of a mock test, in words (not by colour alone). */
export function MockTag() {
  return <span className="mock-tag">mock test</span>
}

/** Every score of the skill in words: the chart's full text alternative. */
function ScoreTable({ standing }: { standing: SkillStanding }) {
  return (
    <details className="skill-scores">
      <summary>All {standing.info.label.toLowerCase()} scores</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Test</th>
            <th scope="col">Score</th>
            <th scope="col">Grade</th>
          </tr>
        </thead>
        <tbody>
          {[...standing.history].reverse().map((attempt) => (
            <tr key={`${attempt.attemptId}-${attempt.mockSection ?? 'test'}`}>
              <td>
                <LocalDate iso={attempt.submittedAt} />
              </td>
              <td>
                {attempt.title}
                {attempt.mockSection && (
                  <>
                    {' '}
                    <MockTag />
                  </>
                )}
              </td>
              <td>{attempt.score}</td>
              <td>{attempt.grade}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
