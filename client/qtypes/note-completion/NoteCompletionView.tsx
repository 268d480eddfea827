import { useId } from 'react'
import { noteSegments, type NoteCompletionQuestion } from '#shared/qtypes/index.ts'
import { Heading } from '#client/components/exam/Heading.tsx'
import { BlankInput } from '#client/qtypes/BlankInput.tsx'
import type { QuestionRendererProps, QuestionTypeOptions } from '#client/qtypes/types.ts'

export type NoteCompletionViewProps = QuestionRendererProps<NoteCompletionQuestion> & QuestionTypeOptions['noteCompletion']

/**
 * Notes in sections under headings, the instructions above them ("NO MORE THAN TWO WORDS"...
 * comes from the content). A note with a blank gets an inline text box; one without is a line.
 */
export function NoteCompletionView({ question, headingLevel = 3, ...answerProps }: NoteCompletionViewProps) {
  const baseId = useId()
  return (
    <div className="qt-notes">
      {question.instructions && <p className="qt-instructions">{question.instructions}</p>}
      {question.sections.map((section, sectionIndex) => (
        <section key={sectionIndex} className="qt-note-section">
          {section.heading && (
            <Heading level={headingLevel} className="qt-note-heading">
              {section.heading}
            </Heading>
          )}
          <ul className="qt-note-list">
            {section.notes.map((note, noteIndex) => {
              const noteId = `${baseId}-${sectionIndex}-${noteIndex}`
              return (
                <li key={noteIndex} id={noteId} className="qt-note">
                  {noteSegments(note).map((segment, index) =>
                    segment.kind === 'text' ? (
                      segment.text
                    ) : (
                      <BlankInput key={index} questionId={segment.questionId} describedBy={noteId} {...answerProps} />
                    ),
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
