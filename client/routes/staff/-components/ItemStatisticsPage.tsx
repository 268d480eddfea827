import { Link } from '@tanstack/react-router'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import type { ItemStatisticsResponse } from '#shared/item-statistics/schema.ts'
import { ItemStatisticsTable } from './ItemStatisticsTable.tsx'

/**
 * A test version's item statistics (issue 37): a table per part, what the figures mean, how many
 * attempts there are beside the minimum that flags need, and the same figures as CSV.
 */
export function ItemStatisticsPage({ statistics }: { statistics: ItemStatisticsResponse }) {
  usePageTitle(`Item statistics: ${statistics.title}`)
  const csv = `/api/staff/tests/${encodeURIComponent(statistics.testId)}/item-statistics.csv`
  return (
    <section className="staff item-stats" aria-labelledby="item-stats-title">
      <header className="staff-header">
        <Link to="/admin/tests" className="staff-back">
          Back to Tests
        </Link>
        <h1 id="item-stats-title">
          Item statistics: {statistics.title} <span className="staff-sub-inline">(version {statistics.version})</span>
        </h1>
        <p className="staff-intro">
          Facility is the share of attempts that got a question right. Discrimination is the share right in the strongest 27% of
          attempts minus the share right in the weakest 27% (by the rest of each attempt); the point-biserial is the correlation of a
          question with the rest of the attempt. Both run from -1 to 1: higher tells stronger from weaker students better.
        </p>
      </header>
      <p className="staff-count" role="status">
        {statistics.flagNote}
      </p>
      <p>
        <a className="button" href={csv} download>
          Download CSV
        </a>
      </p>
      {statistics.parts.map((part) => (
        <ItemStatisticsTable key={part.title} part={part} />
      ))}
    </section>
  )
}
