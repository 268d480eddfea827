import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { QUEUE_PAGE_SIZE } from '#shared/evaluation/evaluation.ts'
import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { dueState } from './due.ts'
import { QueueFilters } from './QueueFilters.tsx'
import { QUEUE_PAGES_MAX, queueStatus, type QueueSearch } from './queue-search.ts'
import type { QueueAnswer, QueueItem } from './staff-types.ts'
import { useNow } from './use-now.ts'
import { whatText } from './what-text.ts'

/**
 * The evaluation queue in its one order, overdue work first (docs/decisions/0060), a page at a time
 * with "Show more"; each row what an evaluator needs to pick the next piece of work.
 */
export function QueuePage({ queue, loadedAt, search }: { queue: QueueAnswer; loadedAt: number; search: QueueSearch }) {
  usePageTitle('Evaluation queue')
  const now = useNow(loadedAt)
  const pending = queueStatus(search) === 'pending'
  // After "Show more" the focus goes to the first row it added, so a keyboard user reads on from there.
  const rows = useRef<HTMLTableSectionElement>(null)
  const moreFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = moreFrom.current
    if (from === null || queue.items.length <= from) return
    moreFrom.current = null
    rows.current?.rows[from]?.querySelector('a')?.focus()
  }, [queue.items.length])
  return (
    <section className="staff" aria-labelledby="queue-title">
      <header className="staff-header">
        <h1 id="queue-title">Evaluation queue</h1>
        <p className="staff-intro">
          Writing and speaking submissions, overdue first, then the least time left. Students are promised a result within 24 hours.
        </p>
        <p className="staff-intro-link">
          <Link to="/staff/agreement">Marking agreement</Link>: how closely evaluators agree on double-marked work.
        </p>
      </header>
      <QueueFilters key={JSON.stringify(search)} search={search} tests={queue.tests} />
      <p className="staff-count" role="status">
        {queue.total} {queueStatus(search)} {queue.total === 1 ? 'submission' : 'submissions'}
        {pending && queue.overdue > 0 && `, ${queue.overdue} overdue`}
      </p>
      {queue.items.length === 0 ? (
        <p className="card staff-empty">{pending ? 'Nothing is waiting. Well done.' : 'No evaluated submissions match these filters.'}</p>
      ) : (
        <table className="staff-queue">
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Test</th>
              <th scope="col">Submitted</th>
              <th scope="col">{pending ? 'Due' : 'Result'}</th>
              <th scope="col">Claimed by</th>
              <th scope="col">
                <span className="hub-sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody ref={rows}>
            {queue.items.map((item) => (
              <QueueRow key={item.id} item={item} now={now} />
            ))}
          </tbody>
        </table>
      )}
      {queue.next !== null && <ShowMore search={search} shown={queue.items.length} total={queue.total} onShowMore={() => (moreFrom.current = queue.items.length)} />}
    </section>
  )
}

/** The next page below the list, as a link (it works before the script has loaded; the URL keeps how far the list goes). */
function ShowMore({ search, shown, total, onShowMore }: { search: QueueSearch; shown: number; total: number; onShowMore: () => void }) {
  const pages = search.pages ?? 1
  if (pages >= QUEUE_PAGES_MAX) return <p className="staff-more">{shown} of {total} are shown: narrow the list with the filters above to see the rest.</p>
  return (
    <p className="staff-more">
      <Link to="/staff" search={{ ...search, pages: pages + 1 }} resetScroll={false} className="button button-quiet" onClick={onShowMore}>
        Show {Math.min(QUEUE_PAGE_SIZE, Math.max(total - shown, 1))} more
      </Link>
      <span className="staff-more-count">
        {shown} of {total} shown
      </span>
    </p>
  )
}

function QueueRow({ item, now }: { item: QueueItem; now: number }) {
  const due = dueState(item.dueAt, now)
  const heldByOther = item.claim !== null && !item.claim.mine && new Date(item.claim.expiresAt).getTime() > now
  // Double marking's next round may not be this evaluator's (decision 0106): they may look, not claim.
  const action = item.status === 'evaluated' ? 'Open' : heldByOther || item.notYours ? 'View' : item.claim?.mine ? 'Continue' : 'Claim'
  return (
    <tr className={due.overdue && item.status === 'pending' ? 'staff-row-overdue' : undefined}>
      <td data-label="Student"><div className="staff-cell">
        <span className="staff-student">{item.student.name}</span>
        <span className="staff-sub">{item.student.email}</span>
      </div></td>
      <td data-label="Test"><div className="staff-cell">
        <span className={`staff-skill staff-skill-${item.skill}`}>{item.skill === 'writing' ? 'Writing' : 'Speaking'}</span> {item.test.title}
        <span className="staff-sub">{whatText(item)}</span>
      </div></td>
      <td data-label="Submitted"><div className="staff-cell">
        <LocalDateTime iso={item.createdAt} />
      </div></td>
      {item.status === 'pending' ? (
        <td data-label="Due"><div className="staff-cell">
          <span className={due.overdue ? 'staff-due staff-due-over' : 'staff-due'}>
            {due.overdue && (
              <span className="staff-due-flag" aria-hidden="true">
                !
              </span>
            )}
            {due.text}
          </span>
        </div></td>
      ) : (
        <td data-label="Result"><div className="staff-cell">
          {item.marks ?? '–'} marks, grade {item.grade ?? '–'}
          {item.evaluatedAt && (
            <span className="staff-sub">
              <LocalDateTime iso={item.evaluatedAt} />
            </span>
          )}
        </div></td>
      )}
      <td data-label="Claimed by"><div className="staff-cell">
        {item.claim ? (item.claim.mine ? 'You' : item.claim.by.name) : <span className="staff-sub">Nobody</span>}
        {item.notYours && <span className="staff-sub">{item.notYours}</span>}
      </div></td>
      <td className="staff-action">
        <Link to="/staff/submissions/$submissionId" params={{ submissionId: item.id }} className={action === 'Claim' ? 'button' : 'button button-quiet'}>
          {action}
          <span className="hub-sr-only">
            {' '}
            {item.student.name}: {item.test.title}
          </span>
        </Link>
      </td>
    </tr>
  )
}
