import { isCorrectStrict } from '#shared/marking/index.ts'

interface ReviewOptionsProps {
  options: readonly string[]
  answer: string
  correctAnswer: string
}

/**
 * A multiple-choice question's options in the review, in their order: the right one marked (a
 * multiple-choice key is the option's text), and the one the student chose when it was another.
 * Each mark is a word, not only a colour.
 */
export function ReviewOptions({ options, answer, correctAnswer }: ReviewOptionsProps) {
  return (
    <ul className="review-options" aria-label="Options">
      {options.map((option) => {
        const right = isCorrectStrict(option, correctAnswer)
        const chosen = answer.trim() !== '' && isCorrectStrict(answer, option)
        return (
          <li key={option} className={right ? 'review-option-right' : chosen ? 'review-option-chosen' : undefined}>
            {option}
            {right && <span className="review-option-tag"> ✓ Correct answer</span>}
            {chosen && !right && <span className="review-option-tag"> ✗ Your answer</span>}
          </li>
        )
      })}
    </ul>
  )
}
