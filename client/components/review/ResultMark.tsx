/**
 * A green tick or a red cross with its word beside it, so the mark never rests on colour alone
 * (colour-blind students) nor on a symbol a screen reader may skip.
 */
export function ResultMark({ isCorrect }: { isCorrect: boolean }) {
  return (
    <span className={`result-mark ${isCorrect ? 'result-mark-correct' : 'result-mark-incorrect'}`}>
      <span className="result-mark-icon" aria-hidden="true">
        {isCorrect ? '✓' : '✗'}
      </span>
      {isCorrect ? 'Correct' : 'Incorrect'}
    </span>
  )
}
