import { useId } from 'react'
import type { ReadingPart } from '#shared/contracts/reading.ts'
import { McqQuestionView, type AnswerProps } from '#client/qtypes/index.ts'
import { partCGroups, questionRangeLabel } from '#client/exam/reading/part-content.ts'
import { HighlightableText } from '#client/exam/reading/ReadingTexts.tsx'
import { SplitView } from '#client/exam/reading/SplitView.tsx'
import { NO_PART_DATA_TEXT } from '#client/exam/reading/texts.ts'

/**
 * Part C: each text beside its own questions, 1 to 8 with the first and 9 to 16 with the second,
 * with buttons at the top to jump to either text (they are long, and a phone shows them stacked).
 */
export function PartCView({ part, ...answerProps }: { part: ReadingPart } & AnswerProps) {
  const id = useId()
  const groups = partCGroups(part).map((group, index) => ({
    ...group,
    textKey: `partC:${index}`,
    anchor: `${id}-text-${index}`,
    name: `Text ${index + 1}`,
    range: questionRangeLabel(group.questions.map((question) => question.question_id)),
  }))
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
