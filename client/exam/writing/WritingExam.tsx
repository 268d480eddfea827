import { lazy, Suspense, useId, type ReactNode } from 'react'
import type { WritingTest } from '#shared/writing/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { Heading, subLevel, type HeadingLevel } from '#client/components/exam/Heading.tsx'
import { AnswerModeChoice } from './AnswerModeChoice.tsx'
import { LockNotice } from './LockNotice.tsx'
import { PaperAnswer } from './PaperAnswer.tsx'
import { SelectModeDialog } from './SelectModeDialog.tsx'
import { TypedAnswer } from './TypedAnswer.tsx'
import type { WritingSession } from './use-writing-session.ts'
import { WritingPanels } from './WritingPanels.tsx'
import { WritingNotes, WritingTaskBox } from './WritingTask.tsx'

/** Practice's checks come in a chunk of their own: a simulation, as in the exam, never loads them. */
const LetterCheck = lazy(async () => ({ default: (await import('./LetterCheck.tsx')).LetterCheck }))

interface WritingExamProps {
  api: ApiFetch
  test: WritingTest
  writing: WritingSession
  /** The level of the host's heading above the exam (the mock's section, an h2), or null when the test's title is the page's h1. */
  under: HeadingLevel | null
  /** The answer can no longer change: the time is up, or the work is sent. */
  closed: boolean
  /** The part has begun (the mock's section countdown is over): "Select Test Mode" waits for it. */
  begun?: boolean
  /** The host's word over the answer (the writing test's "time is up"). */
  notice?: ReactNode
  /** Practice: the automatic checks of the letter against this test's task (the writing test's id, or the mock's). */
  checksOf?: string | undefined
}

/**
 * The writing exam (SPEC.md section 2), for the writing test and the mock alike: the case notes on
 * the left, the task and the answer on the right, the answer mode (chosen in the page, or once in
 * "Select Test Mode"), the answer locked for the reading time, then the typed letter with its
 * autosave and two-device sync, or the photos of a handwritten one. The host frames it and ends it.
 */
export function WritingExam({ api, test, writing, under, closed, begun = true, notice, checksOf }: WritingExamProps) {
  const id = useId()
  const taskId = `${id}-task`
  const answerId = `${id}-answer`
  const { mode, photos } = writing
  const answerClosed = closed || writing.readingTime
  return (
    <>
      <WritingPanels
        notes={
          <>
            {under === null ? (
              <h1 className="writing-title">{test.title}</h1>
            ) : (
              <Heading level={subLevel(under)} className="writing-title">
                {test.title}
              </Heading>
            )}
            <WritingNotes test={test} />
          </>
        }
        answer={
          <>
            <WritingTaskBox prompt={test.writingPrompt} level={under === null ? 2 : subLevel(under)} id={taskId} />
            {!writing.modeOnce && <AnswerModeChoice mode={mode} onChange={writing.chooseMode} once={false} disabled={closed} />}
            {writing.readingTime && writing.unlockAt !== null && !closed && <LockNotice unlockAt={writing.unlockAt} api={api} message={writing.lockMessage} />}
            {notice}
            {mode === 'computer' && (
              <TypedAnswer id={answerId} text={writing.text} onChange={writing.setText} disabled={answerClosed} saveState={writing.saveState} letter={writing.letter} />
            )}
            {mode === 'computer' && checksOf !== undefined && (
              <Suspense fallback={null}>
                <LetterCheck api={api} testId={checksOf} text={writing.text} answerId={answerId} disabled={answerClosed} />
              </Suspense>
            )}
            {mode === 'paper' && (
              <PaperAnswer
                images={photos.images}
                problems={photos.problems}
                onAdd={photos.add}
                onRemove={photos.remove}
                checking={photos.checking}
                disabled={answerClosed}
                maxImages={writing.maxImages}
              />
            )}
          </>
        }
      />
      {writing.modeOnce && <SelectModeDialog open={begun && mode === null && !closed} onStart={writing.chooseMode} />}
    </>
  )
}
