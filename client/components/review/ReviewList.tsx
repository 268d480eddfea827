import { ColumnHeadings } from '../results/ResultsTable.tsx'
import { AcceptedAnswer } from './AcceptedAnswer.tsx'
import { ResultMark } from './ResultMark.tsx'
import { ReviewOptions } from './ReviewOptions.tsx'
import { sortByQuestionId } from './sort-by-question.ts'

export interface ReviewListItem {
  questionId: string
  /** What the student gave; '' when the question was left unanswered. */
  answer: string
  correctAnswer: string
  isCorrect: boolean
  /** The question as asked, when the caller knows the test's content; undefined when it does not. */
  questionText?: string | undefined
  /** A multiple-choice question's options, shown with the right one marked. */
  options?: readonly string[] | undefined
  /** Why the key is right, where the content explains it (shown only after submission). */
  explanation?: string | undefined
}

interface ReviewListProps {
  items: readonly ReviewListItem[]
  /** A visible title for the table ("Part A", "Listening"); leave out where a heading already says it. */
  caption?: string | undefined
  /** Show the question texts; by default, when any item carries one. */
  showQuestionText?: boolean | undefined
  /** The column headings, where a screen's spec words them otherwise (the mock results: "Q ID", "Your Answer", ...). */
  headings?: readonly [question: string, answer: string, key: string, result: string] | undefined
}

const DEFAULT_HEADINGS = ['Question', 'Your answer', 'Correct answer', 'Result'] as const

export const QUESTION_NOT_FOUND = '(question not found)'
export const NO_ANSWER_MARK = '–'

/**
 * A per-question review: number (and text, options and explanation, where given), the student's
 * answer, the key and a tick or cross, in question-number order. On a phone each row is a small card (results.css); the explicit
 * table roles keep it a table for screen readers even when CSS displays it as blocks.
 */
export function ReviewList({ items, caption, showQuestionText, headings = DEFAULT_HEADINGS }: ReviewListProps) {
  const withText = showQuestionText ?? items.some((item) => item.questionText !== undefined)
  return (
    <table className={withText ? 'review-list review-list-with-text' : 'review-list'} role="table">
      {caption && <caption>{caption}</caption>}
      <ColumnHeadings headings={headings} />
      <tbody role="rowgroup">
        {sortByQuestionId(items).map((item) => (
          <tr key={item.questionId} role="row" className={item.isCorrect ? 'review-row-correct' : 'review-row-incorrect'}>
            <td role="cell" className="review-question" data-label={headings[0]}>
              <span className="review-qid">{item.questionId}</span>
              {withText && <span className="review-qtext">{item.questionText || QUESTION_NOT_FOUND}</span>}
              {item.options && <ReviewOptions options={item.options} answer={item.answer} correctAnswer={item.correctAnswer} />}
              {item.explanation && (
                <span className="review-explanation">
                  <span className="review-explanation-label">Why: </span>
                  {item.explanation}
                </span>
              )}
            </td>
            <td role="cell" className="review-answer" data-label={headings[1]}>
              {item.answer.trim() ? item.answer : <NoAnswer />}
            </td>
            <td role="cell" className="review-key" data-label={headings[2]}>
              <AcceptedAnswer answerKey={item.correctAnswer} />
            </td>
            <td role="cell" className="review-result">
              <ResultMark isCorrect={item.isCorrect} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The spec's dash for an empty answer, read out as words rather than as "en dash". */
function NoAnswer() {
  return (
    <>
      <span aria-hidden="true">{NO_ANSWER_MARK}</span>
      <span className="visually-hidden">No answer</span>
    </>
  )
}
