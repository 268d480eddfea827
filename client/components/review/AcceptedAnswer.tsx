import { acceptedAnswers } from '#shared/marking/index.ts'

/**
 * A key as a person would write it: the answer, then the others the marker also accepts
 * ("TIA", also accepted: "mini stroke"), never the key's own notation of slashes and brackets.
 */
export function AcceptedAnswer({ answerKey }: { answerKey: string }) {
  const accepted = acceptedAnswers(answerKey)
  if (!accepted)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">No answer is accepted</span>
      </>
    )
  return (
    <>
      <span className="review-key-answer">{accepted.answer}</span>
      {accepted.alsoAccepted.length > 0 && (
        <span className="review-key-also">
          also accepted: {accepted.alsoAccepted.map((answer, index) => (
            <span key={answer}>
              {index > 0 && ', '}
              <span className="review-key-answer">{answer}</span>
            </span>
          ))}
        </span>
      )}
    </>
  )
}
