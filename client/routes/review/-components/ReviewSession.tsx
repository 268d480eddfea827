import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ReviewCard, ReviewOutcome } from '#shared/review/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { LocalDate } from '#client/components/hub/LocalDate.tsx'
import { plural } from '#client/lib/plural.ts'
import { CardPrompt } from './CardPrompt.tsx'

type Step = { phase: 'answering' } | { phase: 'checking' } | { phase: 'checked'; outcome: ReviewOutcome } | { phase: 'failed'; message: string }

/** A session: the due cards one after another, each answered, checked and rescheduled, then a summary. */
export function ReviewSession({ api, cards, dueCount }: { api: ApiFetch; cards: ReviewCard[]; dueCount: number }) {
  const [index, setIndex] = useState(0)
  const [answer, setAnswer] = useState('')
  const [step, setStep] = useState<Step>({ phase: 'answering' })
  const [right, setRight] = useState(0)
  const card = cards[index]

  if (!card) {
    return (
      <section className="card review-done" aria-labelledby="review-done-title">
        <h2 id="review-done-title" tabIndex={-1}>
          Session done: {right} of {plural(cards.length, 'card')} right
        </h2>
        <p>{dueCount > cards.length ? `${plural(dueCount - cards.length, 'more card')} ${dueCount - cards.length === 1 ? 'is' : 'are'} due: start another session when you have five minutes.` : 'Each card comes back on the day its schedule says. Your plan on the dashboard shows when.'}</p>
        <p className="review-actions">
          {dueCount > cards.length && (
            <a href="/review" className="button">
              Another session
            </a>
          )}
          <Link to="/dashboard" className="button button-quiet">
            Back to the dashboard
          </Link>
        </p>
      </section>
    )
  }

  const check = async (body: { answer: string } | { correct: boolean }) => {
    setStep({ phase: 'checking' })
    try {
      const outcome = await api<ReviewOutcome>(`/api/me/review/${card.id}`, { method: 'POST', body })
      if (outcome.correct) setRight((count) => count + 1)
      setStep({ phase: 'checked', outcome })
    } catch (error) {
      setStep({ phase: 'failed', message: error instanceof Error && error.message ? error.message : 'Your answer could not be checked. Please try again.' })
    }
  }
  const next = () => {
    setIndex((i) => i + 1)
    setAnswer('')
    setStep({ phase: 'answering' })
    // The next card's heading (or the summary's) takes the focus, so a keyboard or screen reader user starts on it.
    requestAnimationFrame(() => (document.getElementById('review-card-title') ?? document.getElementById('review-done-title'))?.focus())
  }
  const checked = step.phase === 'checked' ? step.outcome : null

  return (
    <section className="card review-card" aria-labelledby="review-card-title">
      <p className="review-progress">
        Card {index + 1} of {cards.length}
      </p>
      <h2 id="review-card-title" tabIndex={-1} className="review-card-title">
        {card.kind === 'spelling' ? 'A word from your letter' : 'A question you missed'}
      </h2>
      <p className="review-source">{card.source}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (step.phase === 'answering' || step.phase === 'failed') void check({ answer })
        }}
      >
        <CardPrompt card={card} answer={answer} onAnswer={setAnswer} locked={checked !== null || step.phase === 'checking'} />
        {!checked && (
          <p className="review-actions">
            <button type="submit" className="button" disabled={answer.trim() === '' || step.phase === 'checking'}>
              {step.phase === 'checking' ? 'Checking...' : 'Check'}
            </button>
            <button type="button" className="button button-quiet" disabled={step.phase === 'checking'} onClick={() => void check({ correct: false })}>
              I don't know
            </button>
          </p>
        )}
      </form>
      {step.phase === 'failed' && <p role="alert">{step.message}</p>}
      <div aria-live="polite">
        {checked && (
          <div className={`review-outcome ${checked.correct ? 'review-right' : 'review-wrong'}`}>
            <p className="review-verdict">{checked.correct ? 'Right.' : `Not quite. The answer: ${checked.correctAnswer}`}</p>
            {checked.explanation && <p>{checked.explanation}</p>}
            <p>
              {checked.retired ? (
                'Right on three separate days: this card is retired.'
              ) : (
                <>
                  It comes back on <LocalDate iso={checked.dueAt!} />
                  {checked.daysRight > 0 ? ` (right on ${plural(checked.daysRight, 'day')} of the three that retire it).` : '.'}
                </>
              )}
            </p>
          </div>
        )}
      </div>
      {checked && (
        <p className="review-actions">
          <button type="button" className="button" onClick={next}>
            {index + 1 < cards.length ? 'Next card' : 'Finish'}
          </button>
        </p>
      )}
    </section>
  )
}
