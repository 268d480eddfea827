import type { ListeningResultsResponse } from '#shared/contracts/results.ts'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { percentCorrect } from '../percent.ts'
import { ResultsError, ResultsTopBar } from './ResultsTopBar.tsx'
import { ERROR_TEXT, NO_ATTEMPTS_TEXT } from './texts.ts'
import type { ResultsViewProps } from './view-props.ts'

/**
 * The simple results view of SPEC.md section 2: the same results as a plain summary. No attempts
 * (the results call's 404) is not a failure here either: it shows a count of 0.
 */
export function SimpleResults({ testId, results, title, hub, onRetry }: ResultsViewProps) {
  const data = results.status === 'ok' ? results.data : undefined
  return (
    <section className="results" aria-labelledby="results-title">
      <ResultsTopBar testId={testId} hub={hub} view="simple" />
      <h1 id="results-title">Test Results</h1>
      {results.status === 'error' ? (
        <ResultsError text={ERROR_TEXT.simple} onRetry={onRetry} />
      ) : (
        <>
          <dl className="results-facts">
            {title && (
              <div>
                <dt>Test</dt>
                <dd>{title}</dd>
              </div>
            )}
            <div>
              <dt>Test ID</dt>
              <dd className="results-id">{data?.testId ?? testId}</dd>
            </div>
            {data && (
              <div>
                <dt>Student ID</dt>
                <dd className="results-id">{data.studentId}</dd>
              </div>
            )}
            <div>
              <dt>Attempts</dt>
              <dd>{data?.attempts ?? 0}</dd>
            </div>
          </dl>
          {data ? <SimpleTable data={data} /> : <p className="results-empty">{NO_ATTEMPTS_TEXT}</p>}
        </>
      )}
    </section>
  )
}

function SimpleTable({ data }: { data: ListeningResultsResponse }) {
  return (
    <div className="results-table-wrap">
      <table className="results-table results-table-simple" role="table">
        <caption className="visually-hidden">Your attempts; Score is the share of questions answered correctly</caption>
        <thead role="rowgroup">
          <tr role="row">
            {['Attempt', 'Score', 'Correct/Total', 'Submitted At'].map((heading) => (
              <th key={heading} scope="col" role="columnheader">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {data.results.map((result, index) => (
            <tr key={result.submittedAt + index} role="row">
              <th scope="row" role="rowheader" data-label="Attempt ">
                {index + 1}
              </th>
              <td role="cell" data-label="Score">
                {percentCorrect(result.correctAnswers, result.totalQuestions)}
              </td>
              <td role="cell" data-label="Correct/Total">
                {result.correctAnswers}/{result.totalQuestions}
              </td>
              <td role="cell" data-label="Submitted At" className="results-cell-wide">
                <LocalDateTime iso={result.submittedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
