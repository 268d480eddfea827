import { useId } from 'react'
import type { ReadingTable as ReadingTableData } from '#shared/reading/schema.ts'
import { Heading, type HeadingLevel } from '#client/components/exam/Heading.tsx'

interface ReadingTableProps {
  table: ReadingTableData
  headingLevel: HeadingLevel
}

/**
 * A table of a reading text: its main heading and instructions above, then a real table with
 * column headers. The table scrolls sideways inside its own box on a narrow screen rather than
 * widening the page; the box is focusable so a keyboard can scroll it too.
 */
export function ReadingTable({ table, headingLevel }: ReadingTableProps) {
  const headingId = useId()
  const instructionsId = useId()
  // Every row gets as many cells as the widest row or the header, so columns line up.
  const width = Math.max(table.columns.length, ...table.rows.map((row) => row.entries.length))
  const named = table.mainHeading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Table' }
  return (
    <div className="exam-table-block">
      {table.mainHeading && (
        <Heading level={headingLevel} id={headingId} className="exam-table-heading">
          {table.mainHeading}
        </Heading>
      )}
      {table.instructions && (
        <p id={instructionsId} className="exam-table-instructions">
          {table.instructions}
        </p>
      )}
      <div className="exam-table-scroll" role="region" tabIndex={0} {...named}>
        <table className="exam-table" {...named} aria-describedby={table.instructions ? instructionsId : undefined}>
          {table.columns.length > 0 && (
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {Array.from({ length: width }, (_, index) => (
                  <td key={index}>{row.entries[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
