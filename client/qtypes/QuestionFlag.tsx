import { useExamAids } from '#client/components/exam/exam-aids.tsx'

/**
 * Flags a question for review where it is read, not only from the navigator (which lists the
 * flagged ones, as the review before Submit does): under a question's options, or after a blank.
 * Apart from the question's label, so its name stays "Question 7 ..." for a screen reader;
 * nothing where the host keeps no flags (a review).
 */
export function QuestionFlag({ questionId, labelled = false }: { questionId: string; labelled?: boolean }) {
  const flags = useExamAids()?.flags
  if (!flags) return null
  const flagged = flags.isFlagged(questionId)
  return (
    <button
      type="button"
      className={labelled ? 'qt-flag qt-flag-labelled' : 'qt-flag'}
      aria-pressed={flagged}
      aria-label={`Flag question ${questionId} for review`}
      title={flagged ? 'Flagged for review' : 'Flag for review'}
      onClick={() => flags.toggle(questionId)}
    >
      <span aria-hidden="true">⚑</span>
      {/* Words where there is room (under a question's options); the name says them too. */}
      {labelled && ` Flag question ${questionId}`}
    </button>
  )
}
