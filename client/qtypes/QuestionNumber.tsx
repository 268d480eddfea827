/**
 * The visible question number. Screen readers hear "Question 7" (the badge alone would read as a
 * bare "7" run into the question text).
 */
export function QuestionNumber({ questionId }: { questionId: string }) {
  return (
    <span className="qt-number">
      <span className="exam-sr-only">Question </span>
      {questionId}
    </span>
  )
}
