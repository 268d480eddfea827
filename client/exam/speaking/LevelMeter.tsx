import { levelWords } from '#client/lib/recorder/input-level.ts'
import { SPEAKING_TEXTS } from './texts.ts'

/**
 * How loud the microphone is while recording, so a student knows it works. The bar's width is
 * the level; the word beside it says the same without colour.
 */
export function LevelMeter({ level, paused }: { level: number; paused: boolean }) {
  const percent = Math.round(level * 100)
  const words = paused ? 'paused' : levelWords(level)
  return (
    <div className="sp-level">
      <span className="sp-level-label" aria-hidden="true">
        {SPEAKING_TEXTS.levelLabel}
      </span>
      <div
        className={`sp-level-bar sp-level-${words.replace(' ', '-')}`}
        role="meter"
        aria-label={SPEAKING_TEXTS.levelLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
      >
        <div className="sp-level-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="sp-level-words" aria-hidden="true">
        {words}
      </span>
    </div>
  )
}
