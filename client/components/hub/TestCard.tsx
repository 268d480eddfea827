import { useId, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { TestSummary } from '#shared/contracts/test-kinds.ts'
import { GradeBadge } from './GradeBadge.tsx'
import { InProgressNote, TestCardActions, ViewResults } from './TestCardActions.tsx'
import { launchHref } from './launch-href.ts'
import { LocalDate } from './LocalDate.tsx'
import type { TestProgress } from './progress.ts'
import { useStartAgain } from './StartAgainDialog.tsx'
import { StartDialog, type HubSkill } from './StartDialog.tsx'
import { plural } from '#client/lib/plural.ts'
import { kindLabel, partsText } from './test-facts.ts'

/** One test in a hub: what it is, how the student last did, and the way in. */
export function TestCard({ test, skill, progress }: { test: TestSummary; skill: HubSkill; progress: TestProgress }) {
  const titleId = useId()
  const [choosing, setChoosing] = useState(false)
  const navigate = useNavigate()
  const { last, submittedCount, resumable } = progress
  const restart = useStartAgain(resumable, () => setChoosing(true))
  const parts = partsText(test.parts)
  return (
    <article className="card test-card" aria-labelledby={titleId}>
      <p className="test-kind">{kindLabel(test.kind)}</p>
      <h3 id={titleId} className="test-title">
        {test.title}
      </h3>
      <dl className="test-facts">
        {parts && (
          <div>
            <dt>Parts</dt>
            <dd>{parts}</dd>
          </div>
        )}
        <div>
          <dt>Questions</dt>
          <dd>{test.questionCount}</dd>
        </div>
        {test.durationMinutes !== undefined && (
          <div>
            <dt>Length</dt>
            <dd>{test.durationMinutes} minutes</dd>
          </div>
        )}
      </dl>

      <div className="test-last">
        {last ? (
          <>
            <p className="test-last-score">
              Last score <strong>{last.score} / 500</strong> <GradeBadge grade={last.grade} />
            </p>
            <p className="test-last-meta">
              <span>
                {last.correctAnswers} of {last.totalQuestions} correct
              </span>{' '}
              · <LocalDate iso={last.submittedAt} /> · <span>{plural(submittedCount, 'attempt')}</span>
            </p>
          </>
        ) : (
          <p className="test-last-none">{resumable ? 'Not submitted yet' : 'Not attempted yet'}</p>
        )}
        <InProgressNote resumable={resumable} />
      </div>

      <TestCardActions
        title={test.title}
        resumeHref={resumable ? launchHref(test.kind, test.id, { mode: resumable.mode }) : null}
        onStart={() => setChoosing(true)}
        onStartAgain={restart.startAgain}
        results={
          submittedCount > 0 && (
            <Link to="/test-results/$testId" params={{ testId: test.id }} className="button button-quiet">
              <ViewResults title={test.title} />
            </Link>
          )
        }
      />
      {restart.dialog}
      <StartDialog
        test={test}
        skill={skill}
        open={choosing}
        onClose={() => setChoosing(false)}
        onStart={(launch) => {
          setChoosing(false)
          void navigate({ href: launchHref(test.kind, test.id, launch) })
        }}
      />
    </article>
  )
}
