import type { ReactNode } from 'react'

export interface ResultsColumn<Row> {
  heading: string
  /** The cell's label where a phone shows each row as a card: the heading unless given; null for none. */
  label?: string | null
  className?: string
  cell: (row: Row, index: number) => ReactNode
}

interface ResultsTableProps<Row> {
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string
  /** The first column heads each row (the attempt's number). */
  columns: readonly [ResultsColumn<Row>, ...ResultsColumn<Row>[]]
  /** The screen's own look, beside results-table's. */
  className?: string
  labelledBy?: string
  /** Said to screen readers only, where no heading names the table. */
  caption?: string
}

/** A results screen's table of attempts, one row each. */
export function ResultsTable<Row>({ rows, rowKey, columns, className, labelledBy, caption }: ResultsTableProps<Row>) {
  const [first, ...rest] = columns
  const label = (column: ResultsColumn<Row>) => (column.label === undefined ? column.heading : (column.label ?? undefined))
  return (
    <div className="results-table-wrap">
      {/* Explicit roles: on a phone CSS shows each row as a card, and the table must stay a table. */}
      <table className={className ? `results-table ${className}` : 'results-table'} role="table" aria-labelledby={labelledBy}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <ColumnHeadings headings={columns.map((column) => column.heading)} />
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role="row">
              <th scope="row" role="rowheader" data-label={label(first)}>
                {first.cell(row, index)}
              </th>
              {rest.map((column) => (
                <td key={column.heading} role="cell" data-label={label(column)} className={column.className}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A table's head row, with the roles a table shown as cards on a phone keeps. */
export function ColumnHeadings({ headings }: { headings: readonly string[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {headings.map((heading) => (
          <th key={heading} scope="col" role="columnheader">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  )
}
