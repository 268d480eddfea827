import { useState, type ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { HrefLink } from './HrefLink.tsx'
import { InProgressNote, TestCardActions, ViewResults } from './TestCardActions.tsx'
import type { Fact } from '../FactList.tsx'
import { TestCardFrame } from './TestCardFrame.tsx'
import { useStartAgain } from './StartAgainDialog.tsx'
import { StartDialog, type StartChoice, type StartPlan } from './StartDialog.tsx'

interface TestCardProps<Part extends string> {
  test: TestSummary
  kind: string
  heading?: 'h2' | 'h3'
  className?: string
  facts: readonly Fact[]
  /** How the student last did, or that they have not yet. */
  standing: ReactNode
  /** An open attempt the student can resume or discard. */
  resumable: MyAttempt | undefined
  plan: StartPlan<Part>
  /** Where a start goes, and where the open attempt resumes (with its mode). */
  hrefFor: (choice: StartChoice<Part>) => string
  /** The test's results page, once there are any. */
  resultsHref: string | null
}

/** A test the student starts with a dialog: its facts, how they stand, Resume or Start (again), and results. */
export function TestCard<Part extends string>({ test, kind, heading, className, facts, standing, resumable, plan, hrefFor, resultsHref }: TestCardProps<Part>) {
  const [choosing, setChoosing] = useState(false)
  const navigate = useNavigate()
  const restart = useStartAgain(resumable, () => setChoosing(true))
  return (
    <TestCardFrame kind={kind} title={test.title} heading={heading} className={className} facts={facts}>
      <div className="test-last">
        {standing}
        <InProgressNote resumable={resumable} />
      </div>
      <TestCardActions
        title={test.title}
        resumeHref={resumable ? hrefFor({ mode: resumable.mode }) : null}
        onStart={() => setChoosing(true)}
        onStartAgain={restart.startAgain}
        results={
          resultsHref && (
            <HrefLink href={resultsHref} className="button button-quiet">
              <ViewResults title={test.title} />
            </HrefLink>
          )
        }
      />
      {restart.dialog}
      <StartDialog
        test={test}
        plan={plan}
        open={choosing}
        onClose={() => setChoosing(false)}
        onStart={(choice) => {
          setChoosing(false)
          void navigate({ href: hrefFor(choice) })
        }}
      />
    </TestCardFrame>
  )
}
