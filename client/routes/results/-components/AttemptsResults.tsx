import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { AttemptResult, ListeningResultsResponse } from '#shared/results/schema.ts'
import type { ReviewLoad } from '../../../components/review/use-test-review.ts'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { partScoresLabel, partScoresText } from '../../../components/review/part-scores.ts'
import { ResultsTable } from '../../../components/results/ResultsTable.tsx'
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

function AttemptsTable({ data, review }: { data: ListeningResultsResponse; review: ReviewLoad }) {
  const headingId = useId()
  // SPEC.md section 2: the dialog's attempt is the latest until the student views another.
  const [selected, setSelected] = useState(data.results.length - 1)
  const [open, setOpen] = useState(false)
  const attempt = data.results[selected]
  const view = (index: number) => {
    setSelected(index)
    setOpen(true)
  }
  return (
    <>
      <h2 id={headingId}>Your Attempts ({data.attempts})</h2>
      <ResultsTable
        rows={data.results}
        rowKey={(result, index) => result.submittedAt + index}
        labelledBy={headingId}
        columns={[
          { heading: '#', label: 'Attempt #', cell: (_, index) => index + 1 },
          { heading: 'Score', cell: (result) => result.score },
          { heading: 'Grade', cell: (result) => result.grade },
          { heading: 'Correct/Total', cell: (result) => <CorrectOfTotal result={result} /> },
          { heading: 'Date', className: 'results-cell-wide', cell: (result) => <LocalDateTime iso={result.submittedAt} /> },
          {
            heading: 'Details',
            label: null,
            className: 'results-cell-action',
            cell: (_, index) => (
              <button type="button" className="button button-quiet results-view" aria-label={`View attempt #${index + 1}`} onClick={() => view(index)}>
                View
              </button>
            ),
          },
        ]}
      />
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

/** The correct answers of the total, and by part under it: the spec's columns stay as they are. */
function CorrectOfTotal({ result }: { result: AttemptResult }) {
  return (
    <>
      {result.correctAnswers}/{result.totalQuestions}
      {result.parts.length > 0 && (
        <span className="results-parts">
          <span aria-hidden="true">{partScoresText(result.parts)}</span>
          <span className="hub-sr-only">{partScoresLabel(result.parts)}</span>
        </span>
      )}
    </>
  )
}
