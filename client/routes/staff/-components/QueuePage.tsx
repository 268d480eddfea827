import { Link } from '@tanstack/react-router'
import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { dueState } from './due.ts'
import { QueueFilters } from './QueueFilters.tsx'
import { queueStatus, type QueueSearch } from './queue-search.ts'
import type { QueueAnswer, QueueItem } from './staff-types.ts'
import { useNow } from './use-now.ts'
import { whatText } from './what-text.ts'

/** The evaluation queue: oldest first or due soon, each row what an evaluator needs to pick the next piece of work. */
export function QueuePage({ queue, loadedAt, search }: { queue: QueueAnswer; loadedAt: number; search: QueueSearch }) {
  usePageTitle('Evaluation queue')
  const now = useNow(loadedAt)
  const overdue = queueStatus(search) === 'pending' ? queue.items.filter((item) => dueState(item.dueAt, now).overdue).length : 0
  return (
    <section className="staff" aria-labelledby="queue-title">
      <header className="staff-header">
        <h1 id="queue-title">Evaluation queue</h1>
        <p className="staff-intro">
          Writing and speaking submissions,{' '}
          {search.sort === 'due' ? 'due soon first: the least time left to the promise, then the overdue' : 'oldest first'}. Students are promised a result
          within 24 hours.
        </p>
      </header>
      <QueueFilters key={JSON.stringify(search)} search={search} tests={queue.tests} />
      <p className="staff-count" role="status">
        {queue.items.length} {queueStatus(search)} {queue.items.length === 1 ? 'submission' : 'submissions'}
        {overdue > 0 && `, ${overdue} overdue`}
      </p>
      {queue.items.length === 0 ? (
        <p className="card staff-empty">{queueStatus(search) === 'pending' ? 'Nothing is waiting. Well done.' : 'No evaluated submissions match these filters.'}</p>
      ) : (
        <table className="staff-queue">
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Test</th>
              <th scope="col">Submitted</th>
              <th scope="col">{queueStatus(search) === 'pending' ? 'Due' : 'Result'}</th>
              <th scope="col">Claimed by</th>
              <th scope="col">
                <span className="hub-sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.items.map((item) => (
              <QueueRow key={item.id} item={item} now={now} sort={search.sort} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function QueueRow({ item, now, sort }: { item: QueueItem; now: number; sort: QueueSearch['sort'] }) {
  const due = dueState(item.dueAt, now)
  const heldByOther = item.claim !== null && !item.claim.mine && new Date(item.claim.expiresAt).getTime() > now
  const action = item.status === 'evaluated' ? 'Open' : heldByOther ? 'View' : item.claim?.mine ? 'Continue' : 'Claim'
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
      <td data-label="Claimed by"><div className="staff-cell">{item.claim ? (item.claim.mine ? 'You' : item.claim.by.name) : <span className="staff-sub">Nobody</span>}</div></td>
      <td className="staff-action">
        <Link to="/staff/submissions/$submissionId" params={{ submissionId: item.id }} search={{ sort }} className={action === 'Claim' ? 'button' : 'button button-quiet'}>
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
