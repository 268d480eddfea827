import { SCORE_MAX } from '#shared/scoring/bands.ts'
import type { PartScore } from '#shared/results/schema.ts'

interface ScoreSummaryProps {
  score: number
  grade: string
  correct: number
  total: number
  /**
   * The score comes from the default estimate rather than a table of the test's own
   * (shared/scoring isEstimate). Leave it out when the caller does not know.
   */
  estimate?: boolean | undefined
  /** Correct answers by part (A, B, C), shown beside the total when there are any. */
  parts?: readonly PartScore[] | undefined
}

/** Score out of 500, letter grade and correct answers (and by part): the head of every listening or reading result. */
export function ScoreSummary({ score, grade, correct, total, estimate = false, parts = [] }: ScoreSummaryProps) {
  return (
    <div className="score-summary">
      <dl className="score-summary-figures">
        <div>
          <dt>Score</dt>
          <dd>
            <span className="score-summary-value">{score}</span> / {SCORE_MAX}
            {estimate && <span className="score-summary-estimate">estimate</span>}
          </dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd>
            <span className="score-summary-value">{grade}</span>
          </dd>
        </div>
        <div>
          <dt>Correct</dt>
          <dd>
            <span className="score-summary-value">{correct}</span> / {total}
          </dd>
        </div>
      </dl>
      {parts.length > 0 && (
        <dl className="score-summary-parts" aria-label="Correct answers by part">
          {parts.map((part) => (
            <div key={part.part}>
              <dt>Part {part.part}</dt>
              <dd>
                <span className="score-summary-part-value">{part.correct}</span> / {part.total}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {estimate && (
        <p className="score-summary-note">
          This score is an estimate from your correct answers: OET publishes no official conversion table.
        </p>
      )}
    </div>
  )
}
