import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { SPEAKING_TEXTS, PREPARATION_SECONDS } from './texts.ts'

/** The OET's 3 minutes to read the card (with any extra time), counting down; the student may start sooner. */
export function PreparationTime({ secondsLeft, totalSeconds = PREPARATION_SECONDS, onSkip }: { secondsLeft: number; totalSeconds?: number | undefined; onSkip(): void }) {
  return (
    <section className="sp-prep" aria-labelledby="sp-prep-title">
      <CountdownCircle secondsLeft={secondsLeft} totalSeconds={totalSeconds} label={SPEAKING_TEXTS.preparationTitle} size={84} />
      <div className="sp-prep-text">
        <h2 id="sp-prep-title">{SPEAKING_TEXTS.preparationTitle}</h2>
        <p>{SPEAKING_TEXTS.preparationIntro}</p>
        <button type="button" className="button button-quiet" onClick={onSkip}>
          {SPEAKING_TEXTS.skipPreparation}
        </button>
      </div>
    </section>
  )
}
