import { useId } from 'react'
import type { ReadingPart } from '#shared/reading/schema.ts'
import { McqQuestionView, type AnswerProps } from '#client/qtypes/index.ts'
import { partCGroups, questionRangeLabel } from './part-content.ts'
import { HighlightableText } from './ReadingTexts.tsx'
import { SplitView } from './SplitView.tsx'
import { NO_PART_DATA_TEXT } from './texts.ts'

interface PartCViewProps extends AnswerProps {
  part: ReadingPart
  /** The one text shown, where the host gives each its own screen (the mock); null shows them all on one (the reading test). */
  text: number | null
}

/**
 * Part C: each text beside its own questions, 1 to 8 with the first and 9 to 16 with the second.
 * Shown together, buttons at the top jump to either text (they are long, and a phone shows them stacked).
 */
export function PartCView({ part, text, ...answerProps }: PartCViewProps) {
  const id = useId()
  const groups = partCGroups(part)
    .map((group, index) => ({
      ...group,
      textKey: `partC:${index}`,
      anchor: `${id}-text-${index}`,
      name: `Text ${index + 1}`,
      range: questionRangeLabel(group.questions.map((question) => question.question_id)),
    }))
    .filter((_, index) => text === null || index === text)
  if (groups.length === 0) return <p className="reading-empty">{NO_PART_DATA_TEXT}</p>
  const jump = (anchor: string) => {
    const target = document.getElementById(anchor)
    target?.focus({ preventScroll: true })
    target?.scrollIntoView({ block: 'start' })
  }
  return (
    <div className="reading-groups">
      {groups.length > 1 && (
        <nav className="reading-jump" aria-label="Go to a text">
          {groups.map((group) => (
            <button key={group.anchor} type="button" className="reading-jump-button" onClick={() => jump(group.anchor)}>
              {group.name}
              {group.range && `: ${group.range}`}
            </button>
          ))}
        </nav>
      )}
      {/* Keyed by the text: another text's screen starts on its own tab, without the last one's place. */}
      {groups.map((group) => (
        <div key={group.anchor} id={group.anchor} className="reading-group" tabIndex={-1}>
          <SplitView
            textsLabel={group.name}
            questionsLabel={group.range || 'Questions'}
            texts={<HighlightableText text={group.text} textKey={group.textKey} />}
            questions={
              <>
                <h3 className="reading-questions-heading">{group.range}</h3>
                <div className="qt-blocks">
                  {group.questions.map((question) => (
                    <McqQuestionView key={question.question_id} question={question} {...answerProps} />
                  ))}
                </div>
              </>
            }
          />
        </div>
      ))}
    </div>
  )
}
