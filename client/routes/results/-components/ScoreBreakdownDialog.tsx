import type { MockAttempt } from '#shared/mock/results-schema.ts'
import { gradeFor } from '#shared/scoring/grade.ts'
import { ResultsScreenDialog } from '../../../components/results/ResultsScreenDialog.tsx'
import { ColumnHeadings } from '../../../components/results/ResultsTable.tsx'
import { ScoreBreakdownChart } from './ScoreBreakdownChart.tsx'
import { breakdownOf, breakdownTitle, TEXT } from '#client/components/results/mock-results-format.ts'

interface ScoreBreakdownDialogProps {
  open: boolean
  number: number
  attempt: MockAttempt
  onClose: () => void
}

/** The Graph dialog "Score Breakdown – Attempt N": the chart, and the same numbers as a table for screen readers. */
export function ScoreBreakdownDialog({ open, number, attempt, onClose }: ScoreBreakdownDialogProps) {
  const bars = breakdownOf(attempt)
  return (
    <ResultsScreenDialog open={open} title={breakdownTitle(number)} size="md" onClose={onClose}>
      <ScoreBreakdownChart bars={bars} />
      <table className="visually-hidden">
        <caption>Scores out of 500</caption>
        <ColumnHeadings headings={['Skill', 'Score', 'Grade']} />
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.skill}>
              <th scope="row">{bar.skill}</th>
              <td>{bar.score ?? 'No score'}</td>
              <td>{bar.score === null ? TEXT.notApplicable : gradeFor(bar.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResultsScreenDialog>
  )
}
