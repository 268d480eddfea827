import type { WritingTest } from '#shared/writing/schema.ts'
import { Heading, type HeadingLevel } from '#client/components/exam/Heading.tsx'
import { Highlightable } from '#client/components/exam/Highlightable.tsx'
import { CaseNotes } from './CaseNotes.tsx'
import { WRITING_TEXTS } from './texts.ts'

/**
 * The left panel under its title: subtitle, instructions and case notes, which the student may
 * highlight; within an exam screen's aids the highlights are kept and come back after a reload.
 */
export function WritingNotes({ test }: { test: WritingTest }) {
  return (
    <>
      {test.subTitle && <p className="writing-subtitle">{test.subTitle}</p>}
      <Highlightable className="writing-highlightable" persistKey="caseNotes">
        <div className="writing-instructions">{test.instructions}</div>
        <CaseNotes notes={test.caseNotes} />
      </Highlightable>
    </>
  )
}

/** The yellow "Writing Task Instructions" box with the prompt, its heading at the screen's level. */
export function WritingTaskBox({ prompt, level, id }: { prompt: string; level: HeadingLevel; id: string }) {
  return (
    <div className="writing-task" role="region" aria-labelledby={id}>
      <Heading level={level} id={id} className="writing-task-title">
        {WRITING_TEXTS.taskBox}
      </Heading>
      <div className="writing-task-prompt">{prompt}</div>
    </div>
  )
}
