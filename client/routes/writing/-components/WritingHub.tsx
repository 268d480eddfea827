import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { isResumable } from '#client/components/hub/progress.ts'
import { TestList } from '#client/components/hub/TestList.tsx'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { SubmissionItem } from './SubmissionItem.tsx'
import type { WritingSubmission } from './submission-types.ts'
import { WritingTestCard } from './WritingTestCard.tsx'
import { TITLE } from './hub-title.ts'
import type { ApiFetch } from '#client/lib/api.ts'

/** What the hub's loader answers. */
export interface WritingHubData {
  tests: TestSummary[]
  submissions: WritingSubmission[]
  attempts: MyAttempt[]
  loadedAt: number
}

/** /app/oetwriting: the writing tasks, and my letters with their state (SPEC.md section 2, issue 6 item 1). */
export function WritingHub({ data, api }: { data: WritingHubData; api: ApiFetch }) {
  usePageTitle(TITLE)
  const { tests, submissions, attempts, loadedAt } = data
  return (
    <section className="hub writing-hub" aria-labelledby="hub-title">
      <header className="hub-header">
        <h1 id="hub-title">{TITLE}</h1>
        <p className="hub-intro">
          Write a letter from case notes in 45 minutes, typed or by hand, as in the exam. Staff evaluate every letter within 24 hrs and
          send you marks, a grade and comments.
        </p>
      </header>

      <section className="hub-group" aria-labelledby="writing-tests-title">
        <h2 id="writing-tests-title">OET writing tests</h2>
        <TestList
          tests={tests}
          emptyText="No writing tests are available yet."
          card={(test) => (
            <WritingTestCard
              test={test}
              resumable={attempts.find((attempt) => attempt.testId === test.id && isResumable(attempt, loadedAt))}
              submittedCount={submissions.filter((submission) => submission.testId === test.id).length}
            />
          )}
        />
      </section>

      <section className="hub-group" aria-labelledby="writing-submissions-title">
        <h2 id="writing-submissions-title">My writing submissions</h2>
        {submissions.length === 0 ? (
          <p className="card writing-submissions-empty">Your letters will be listed here once you submit them, with their evaluations.</p>
        ) : (
          <ul className="writing-submissions">
            {submissions.map((submission) => (
              <li key={submission.id}>
                <SubmissionItem submission={submission} api={api} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
