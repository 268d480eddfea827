import { useId } from 'react'
import { sentenceSegments, type SentenceCompletionQuestion } from '#shared/qtypes/index.ts'
import { BlankInput } from '#client/qtypes/BlankInput.tsx'
import type { QuestionRendererProps } from '#client/qtypes/types.ts'

export type SentenceCompletionViewProps = QuestionRendererProps<SentenceCompletionQuestion>

/** Sentences with an inline text box for each blank (the n-th run of underscores is blanks[n]). */
export function SentenceCompletionView({ question, ...answerProps }: SentenceCompletionViewProps) {
  const baseId = useId()
  return (
    <ul className="qt-sentences">
      {question.sentences.map((sentence, sentenceIndex) => {
        const sentenceId = `${baseId}-${sentenceIndex}`
        return (
          <li key={sentenceIndex} id={sentenceId} className="qt-sentence">
            {sentenceSegments(sentence).map((segment, index) =>
              segment.kind === 'text' ? (
                segment.text
              ) : (
                <BlankInput key={index} questionId={segment.questionId} describedBy={sentenceId} {...answerProps} />
              ),
            )}
          </li>
        )
      })}
    </ul>
  )
}
