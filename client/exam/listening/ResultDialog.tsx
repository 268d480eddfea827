import { Dialog } from '#client/components/Dialog.tsx'
import { ReviewList } from '#client/components/review/ReviewList.tsx'
import { TeachingReview } from '#client/components/review/TeachingReview.tsx'
import { ScoreSummary } from '#client/components/review/ScoreSummary.tsx'
import type { ListeningOutcome } from './use-listening-submit.ts'
import { LISTENING_TEXTS } from './texts.ts'

/** The result dialog: score, grade and the per-question review; Continue leads back to the listening tests. */
export function ResultDialog({ outcome, onContinue }: { outcome: ListeningOutcome | null; onContinue(): void }) {
  return (
    <Dialog
      open={outcome !== null}
      title="Your result"
      size="lg"
      blocking
      actions={
        <button type="button" className="button" onClick={onContinue}>
          {LISTENING_TEXTS.continue}
        </button>
      }
    >
      {outcome && (
        <div className="lt-result">
          {outcome.timeEnded && <p className="lt-time-ended">{outcome.timeEnded}</p>}
          <ScoreSummary
            score={outcome.result.score}
            grade={outcome.result.grade}
            correct={outcome.result.correctAnswers}
            total={outcome.result.totalQuestions}
            parts={outcome.result.parts}
          />
          {outcome.keyFailed && (
            <p className="lt-key-failed" role="alert">
              {LISTENING_TEXTS.keyFailed}
            </p>
          )}
          {/* The review scrolls on its own, under the score; focusable so the keyboard can scroll it. */}
          <div className="lt-result-review" tabIndex={0} role="region" aria-label="Review of your answers">
            {outcome.groups && outcome.groups.length > 0 ? (
              <TeachingReview groups={outcome.groups} />
            ) : (
              <ReviewList items={outcome.review} caption="Your answers by question" />
            )}
          </div>
        </div>
      )}
    </Dialog>
  )
}
