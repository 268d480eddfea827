import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import type { MockAttempt, MockResultsResponse } from '#shared/contracts/mock-results.ts'
import { LocalDateTime } from '../../../components/review/LocalDateTime.tsx'
import { MockAttemptDialog } from './MockAttemptDialog.tsx'
import { ScoreBreakdownDialog } from './ScoreBreakdownDialog.tsx'
import { attemptDate, scoreWithBand, TEXT, writingCell } from './mock-results-format.ts'

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
      <dl className="mock-results-facts">
        <div>
          <dt>{TEXT.student}</dt>
          <dd>{data.username}</dd>
        </div>
        <div>
          <dt>{TEXT.attempts}</dt>
          <dd>{data.attempts}</dd>
        </div>
      </dl>
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
  return (
    <div className="results-table-wrap">
      {/* Explicit roles: on a phone CSS shows each row as a card, and the table must stay a table. */}
      <table className="results-table mock-results-table" role="table" aria-labelledby={labelledBy}>
        <thead role="rowgroup">
          <tr role="row">
            {TEXT.columns.map((heading) => (
              <th key={heading} scope="col" role="columnheader">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {results.map((attempt, index) => {
            const when = attemptDate(attempt)
            return (
              <tr key={attempt.attemptId} role="row">
                <th scope="row" role="rowheader" data-label={number}>
                  {index + 1}
                </th>
                <td role="cell" data-label={date} className="results-cell-wide">
                  {when ? <LocalDateTime iso={when} /> : TEXT.notApplicable}
                </td>
                <td role="cell" data-label={listening}>
                  {orDash(scoreWithBand(attempt.listening?.score))}
                </td>
                <td role="cell" data-label={reading}>
                  {orDash(scoreWithBand(attempt.reading?.score))}
                </td>
                <td role="cell" data-label={writing}>
                  {orDash(writingCell(attempt))}
                </td>
                <td role="cell" data-label={speaking}>
                  {orDash(scoreWithBand(attempt.speaking?.fullSubmission.marks))}
                </td>
                <td role="cell" data-label={action} className="mock-results-button-cell">
                  <button type="button" className="button button-quiet" aria-label={`View attempt ${index + 1}`} onClick={() => onOpen({ kind: 'attempt', index, open: true })}>
                    View
                  </button>
                </td>
                <td role="cell" data-label={graph} className="mock-results-button-cell">
                  <button type="button" className="button button-quiet" aria-label={`Score graph of attempt ${index + 1}`} onClick={() => onOpen({ kind: 'graph', index, open: true })}>
                    Graph
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
