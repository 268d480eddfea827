import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { ListeningResultsResponse, TestReview } from '#shared/contracts/results.ts'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { partScoresLabel, partScoresText } from '../../../components/review/part-scores.ts'
import { AttemptDetailsDialog } from './AttemptDetailsDialog.tsx'
import { ResultsError, ResultsTopBar } from './ResultsTopBar.tsx'
import { ERROR_TEXT, NO_ATTEMPTS_TEXT } from './texts.ts'
import type { ResultsViewProps } from './view-props.ts'

/** The attempts results screen of SPEC.md section 2: every attempt, and each one's review in a dialog. */
export function AttemptsResults({ testId, results, review, title, hub, onRetry }: ResultsViewProps) {
  return (
    <section className="results" aria-labelledby="results-title">
      <ResultsTopBar testId={testId} hub={hub} view="attempts" />
      <p className="results-eyebrow">Results</p>
      <h1 id="results-title">{title ?? 'Test results'}</h1>
      {results.status === 'ok' && <AttemptsTable data={results.data} review={review} />}
      {results.status === 'none' && (
        <div className="results-state">
          <p className="results-empty" role="status">
            {NO_ATTEMPTS_TEXT}
          </p>
          <p>Your score, grade and answers appear here once you submit this test.</p>
          <Link to={hub.to} className="button">
            Go to {hub.label}
          </Link>
        </div>
      )}
      {results.status === 'error' && <ResultsError text={ERROR_TEXT.attempts} onRetry={onRetry} />}
    </section>
  )
}

function AttemptsTable({ data, review }: { data: ListeningResultsResponse; review: TestReview | null }) {
  const headingId = useId()
  // SPEC.md section 2: the dialog's attempt is the latest until the student views another.
  const [selected, setSelected] = useState(data.results.length - 1)
  const [open, setOpen] = useState(false)
  const attempt = data.results[selected]
  return (
    <>
      <h2 id={headingId}>Your Attempts ({data.attempts})</h2>
      <div className="results-table-wrap">
        {/* Explicit roles: on a phone CSS shows each row as a card, and the table must stay a table. */}
        <table className="results-table" role="table" aria-labelledby={headingId}>
          <thead role="rowgroup">
            <tr role="row">
              {['#', 'Score', 'Grade', 'Correct/Total', 'Date', 'Details'].map((heading) => (
                <th key={heading} scope="col" role="columnheader">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {data.results.map((result, index) => (
              <tr key={result.submittedAt + index} role="row">
                <th scope="row" role="rowheader" data-label="Attempt #">
                  {index + 1}
                </th>
                <td role="cell" data-label="Score">
                  {result.score}
                </td>
                <td role="cell" data-label="Grade">
                  {result.grade}
                </td>
                <td role="cell" data-label="Correct/Total">
                  {result.correctAnswers}/{result.totalQuestions}
                  {/* By part under the total: the spec's columns stay as they are. */}
                  {result.parts.length > 0 && (
                    <span className="results-parts">
                      <span aria-hidden="true">{partScoresText(result.parts)}</span>
                      <span className="hub-sr-only">{partScoresLabel(result.parts)}</span>
                    </span>
                  )}
                </td>
                <td role="cell" data-label="Date" className="results-cell-wide">
                  <LocalDateTime iso={result.submittedAt} />
                </td>
                <td role="cell" className="results-cell-action">
                  <button
                    type="button"
                    className="button button-quiet results-view"
                    aria-label={`View attempt #${index + 1}`}
                    onClick={() => {
                      setSelected(index)
                      setOpen(true)
                    }}
                  >
                    View
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {attempt && (
        <AttemptDetailsDialog
          open={open}
          number={selected + 1}
          result={attempt}
          review={review}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
