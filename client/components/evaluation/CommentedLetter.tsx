import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { AnnotatedLetter } from './AnnotatedLetter.tsx'

/** The student's typed letter with the evaluator's comments in place, when there are any on its words. */
export function CommentedLetter({ letter, comments, className }: { letter: string | null; comments: readonly AnchoredComment[]; className: string }) {
  const onWords = comments.filter((comment) => comment.kind === 'text')
  if (!letter || onWords.length === 0) return null
  return (
    <div className={className}>
      <h4 className="commented-letter-title">Your letter, with the evaluator’s comments</h4>
      <AnnotatedLetter letter={letter} comments={onWords} />
    </div>
  )
}
