import type { ListeningResultsResponse } from '#shared/results/schema.ts'
import { FactList } from '../../../components/FactList.tsx'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { ResultsTable } from '../../../components/results/ResultsTable.tsx'
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
          <FactList
            className="results-facts"
            facts={[
              ...(title ? [{ term: 'Test', value: title }] : []),
              { term: 'Test ID', value: data?.testId ?? testId, className: 'results-id' },
              ...(data ? [{ term: 'Student ID', value: data.studentId, className: 'results-id' }] : []),
              { term: 'Attempts', value: data?.attempts ?? 0 },
            ]}
          />
          {data ? <SimpleTable data={data} /> : <p className="results-empty">{NO_ATTEMPTS_TEXT}</p>}
        </>
      )}
    </section>
  )
}

function SimpleTable({ data }: { data: ListeningResultsResponse }) {
  return (
    <ResultsTable
      rows={data.results}
      rowKey={(result, index) => result.submittedAt + index}
      className="results-table-simple"
      caption="Your attempts; Score is the share of questions answered correctly"
      columns={[
        { heading: 'Attempt', label: 'Attempt ', cell: (_, index) => index + 1 },
        { heading: 'Score', cell: (result) => percentCorrect(result.correctAnswers, result.totalQuestions) },
        { heading: 'Correct/Total', cell: (result) => `${result.correctAnswers}/${result.totalQuestions}` },
        { heading: 'Submitted At', className: 'results-cell-wide', cell: (result) => <LocalDateTime iso={result.submittedAt} /> },
      ]}
    />
  )
}
