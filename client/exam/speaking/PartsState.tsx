import { useId } from 'react'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { partState } from './kept-parts.ts'
import { SPEAKING_TEXTS } from './texts.ts'

interface PartsStateProps {
  /** Every part of the section, in order. */
  order: readonly number[]
  parts: ReadonlyMap<number, KeptResponse>
}

/**
 * Each part of the mock's speaking section and how it stands (recorded, which file and how long,
 * missing, sent, not accepted), so the student sees before submitting what staff will receive.
 */
export function PartsState({ order, parts }: PartsStateProps) {
  const headingId = useId()
  return (
    <section className="card sp-parts" aria-labelledby={headingId}>
      <h2 id={headingId}>{SPEAKING_TEXTS.partsTitle}</h2>
      <ul className="sp-parts-list">
        {order.map((part) => {
          const kept = parts.get(part)
          const tone = !kept ? 'missing' : kept.sentAt !== undefined ? 'sent' : kept.refusal !== undefined ? 'refused' : 'kept'
          return (
            <li key={part} className={`sp-part-state sp-part-${tone}`}>
              {SPEAKING_TEXTS.partState(part, partState(kept))}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
