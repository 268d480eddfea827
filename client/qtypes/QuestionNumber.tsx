/**
 * The visible question number: a badge before a question, or the bracketed number before a
 * blank. Screen readers hear "Question 7" from the badge (a bare "7" would run into the question
 * text); a blank's number is for the eye, its input being named "Question 7" already.
 */
export function QuestionNumber({ questionId, variant = 'badge' }: { questionId: string; variant?: 'badge' | 'blank' }) {
  if (variant === 'blank') {
    return (
      <span className="qt-blank-number" aria-hidden="true">
        {questionId}
      </span>
    )
  }
  return (
    <span className="qt-number">
      <span className="exam-sr-only">Question </span>
      {questionId}
    </span>
  )
}
