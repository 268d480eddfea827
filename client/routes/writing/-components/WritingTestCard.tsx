import { useId, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { WRITING_LOCKED_SECONDS, WRITING_TOTAL_SECONDS } from '#shared/timing/durations.ts'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import { Dialog } from '#client/components/Dialog.tsx'
import { LocalDate } from '#client/components/hub/LocalDate.tsx'
import { TestCardFrame } from '#client/components/hub/TestCardFrame.tsx'
import { plural } from '#client/lib/plural.ts'
import { WRITING_TEXTS } from '#client/exam/writing/texts.ts'

const TOTAL_MINUTES = WRITING_TOTAL_SECONDS / 60
const READING_MINUTES = WRITING_LOCKED_SECONDS / 60

interface WritingTestCardProps {
  test: TestSummary
  /** An open attempt at this test the student can go back to. */
  resumable: MyAttempt | undefined
  submittedCount: number
}

/** One writing task: how long it takes, whether one is under way, and the way in. */
export function WritingTestCard({ test, resumable, submittedCount }: WritingTestCardProps) {
  const [starting, setStarting] = useState(false)
  const [practice, setPractice] = useState(false)
  const choiceName = useId()
  const navigate = useNavigate()
  const open = () => void navigate({ to: '/oet-writing/$testId', params: { testId: test.id }, search: practice ? { mode: 'practice' } : {} })
  const facts = [
    { term: 'Length', value: `${TOTAL_MINUTES} minutes` },
    { term: 'Reading time', value: `${READING_MINUTES} minutes` },
  ]
  return (
    <TestCardFrame kind="OET writing" title={test.title} facts={facts}>
      <div className="test-last">
        <p className="test-last-none">{submittedCount > 0 ? `Submitted ${plural(submittedCount, 'time')}` : 'Not submitted yet'}</p>
        {resumable && (
          <p className="test-open">
            In progress: started <LocalDate iso={resumable.startedAt} withTime />.
          </p>
        )}
      </div>
      <div className="test-actions">
        {resumable ? (
          <button type="button" className="button" onClick={open}>
            Resume<span className="hub-sr-only"> {test.title}</span>
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setStarting(true)}>
            Start<span className="hub-sr-only"> {test.title}</span>
          </button>
        )}
      </div>
      <Dialog
        open={starting}
        title={`Start ${test.title}`}
        onClose={() => setStarting(false)}
        actions={
          <>
            <button type="button" className="button button-quiet" onClick={() => setStarting(false)}>
              Cancel
            </button>
            <button type="button" className="button" onClick={open}>
              Start test
            </button>
          </>
        }
      >
        <p>
          You have {TOTAL_MINUTES} minutes. For the first {READING_MINUTES} minutes you can read the case notes but not write. Then type
          your letter, or write it on paper and upload photos of it.
        </p>
        <p>The clock starts when the test opens and keeps running if you leave the page.</p>
        <fieldset className="writing-launch">
          <legend>How do you want to write it?</legend>
          {(
            [
              [false, WRITING_TEXTS.simulationTitle, WRITING_TEXTS.simulationHint],
              [true, WRITING_TEXTS.practiceTitle, WRITING_TEXTS.practiceHint],
            ] as const
          ).map(([isPractice, title, hint]) => (
            <label key={title} className="writing-launch-choice">
              <input type="radio" name={choiceName} checked={practice === isPractice} onChange={() => setPractice(isPractice)} />
              <span>
                <strong>{title}</strong>
                <span className="writing-launch-hint">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </Dialog>
    </TestCardFrame>
  )
}
