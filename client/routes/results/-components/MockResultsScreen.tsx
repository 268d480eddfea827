import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { MockAttempt, MockResultsResponse } from '#shared/mock/results-schema.ts'
import { FactList } from '../../../components/FactList.tsx'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { ResultsTable } from '../../../components/results/ResultsTable.tsx'
import { MockAttemptDialog } from './MockAttemptDialog.tsx'
import { ScoreBreakdownDialog } from './ScoreBreakdownDialog.tsx'
import { attemptDate, scoreWithBand, TEXT, writingCell } from '#client/components/results/mock-results-format.ts'

/** Which dialog of which attempt; kept after closing, so the native dialog closes itself and gives the focus back. */
type Opened = { kind: 'attempt' | 'graph'; index: number; open: boolean } | null

/** SPEC.md section 2's mock-test results screen: who, how many attempts, and a row per attempt. */
export function MockResultsScreen({ data }: { data: MockResultsResponse }) {
  const headingId = useId()
  const [opened, setOpened] = useState<Opened>(null)
  const attempt = opened ? data.results[opened.index] : undefined
  const close = () => setOpened((current) => current && { ...current, open: false })
  return (
    <section className="results mock-results" aria-labelledby={headingId}>
      <nav className="results-topbar" aria-label="Results">
        <Link to="/mock-tests" className="results-back">
          <span aria-hidden="true">← </span>
          {TEXT.back}
        </Link>
      </nav>
      <h1 id={headingId}>
        {TEXT.resultsFor} {data.testName}
      </h1>
      <FactList
        className="mock-results-facts"
        facts={[
          { term: TEXT.student, value: data.username },
          { term: TEXT.attempts, value: data.attempts },
        ]}
      />
      {data.results.length === 0 ? (
        <div className="results-state">
          <p className="results-empty" role="status">
            {TEXT.noAttempts}
          </p>
        </div>
      ) : (
        <AttemptsTable results={data.results} labelledBy={headingId} onOpen={setOpened} />
      )}
      {attempt && opened && (
        <>
          <MockAttemptDialog open={opened.open && opened.kind === 'attempt'} number={opened.index + 1} attempt={attempt} onClose={close} />
          <ScoreBreakdownDialog open={opened.open && opened.kind === 'graph'} number={opened.index + 1} attempt={attempt} onClose={close} />
        </>
      )}
    </section>
  )
}

/** A dash for a missing value, read out as words. */
export function Missing({ words = 'None' }: { words?: string }) {
  return (
    <>
      <span aria-hidden="true">{TEXT.dash}</span>
      <span className="visually-hidden">{words}</span>
    </>
  )
}

const orDash = (text: string | null) => text ?? <Missing />

function AttemptsTable({ results, labelledBy, onOpen }: { results: MockAttempt[]; labelledBy: string; onOpen: (opened: Opened) => void }) {
  const [number, date, listening, reading, writing, speaking, action, graph] = TEXT.columns
  const button = (kind: 'attempt' | 'graph', label: string, text: string) => (_: MockAttempt, index: number) => (
    <button type="button" className="button button-quiet" aria-label={`${label} ${index + 1}`} onClick={() => onOpen({ kind, index, open: true })}>
      {text}
    </button>
  )
  return (
    <ResultsTable
      rows={results}
      rowKey={(attempt) => attempt.attemptId}
      className="mock-results-table"
      labelledBy={labelledBy}
      columns={[
        { heading: number, cell: (_, index) => index + 1 },
        { heading: date, className: 'results-cell-wide', cell: (attempt) => <AttemptTime attempt={attempt} /> },
        { heading: listening, cell: (attempt) => orDash(scoreWithBand(attempt.listening?.score)) },
        { heading: reading, cell: (attempt) => orDash(scoreWithBand(attempt.reading?.score)) },
        { heading: writing, cell: (attempt) => orDash(writingCell(attempt)) },
        { heading: speaking, cell: (attempt) => orDash(scoreWithBand(attempt.speaking?.fullSubmission.marks)) },
        { heading: action, className: 'mock-results-button-cell', cell: button('attempt', 'View attempt', 'View') },
        { heading: graph, className: 'mock-results-button-cell', cell: button('graph', 'Score graph of attempt', 'Graph') },
      ]}
    />
  )
}

/** SPEC.md section 2's date of an attempt, or N/A when it has none. */
function AttemptTime({ attempt }: { attempt: MockAttempt }) {
  const when = attemptDate(attempt)
  return when ? <LocalDateTime iso={when} /> : TEXT.notApplicable
}
