import { useId, useMemo } from 'react'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { AudioPreview } from './AudioPreview.tsx'
import { fromKept } from './kept-parts.ts'
import { SPEAKING_TEXTS } from './texts.ts'

interface CompletedPartsProps {
  /** The parts collected for the final submit, other than the one on screen. */
  parts: readonly KeptResponse[]
  /** Deleted: the student goes back to that part to record it again. */
  onDelete(mainCardNumber: number): void
  /** A recording is under way on the part on screen: going back would throw it away. */
  recording: boolean
}

/** The mock screen's parts waiting for "Submit All Completed Parts": listen to each, or delete it. */
export function CompletedParts({ parts, onDelete, recording }: CompletedPartsProps) {
  const headingId = useId()
  if (parts.length === 0) return null
  return (
    <section className="card sp-completed" aria-labelledby={headingId}>
      <h2 id={headingId}>{SPEAKING_TEXTS.keptTitle}</h2>
      <p className="sp-hint">{SPEAKING_TEXTS.keptIntro}</p>
      {[...parts]
        .sort((a, b) => a.mainCardNumber - b.mainCardNumber)
        .map((part) => (
          <CompletedPart key={part.mainCardNumber} part={part} onDelete={onDelete} recording={recording} />
        ))}
    </section>
  )
}

function CompletedPart({ part, onDelete, recording }: { part: KeptResponse; onDelete(mainCardNumber: number): void; recording: boolean }) {
  const audio = useMemo(() => fromKept(part), [part])
  const name = SPEAKING_TEXTS.keptPart(part.mainCardNumber)
  return (
    <div className="sp-completed-part">
      <h3>{name}</h3>
      <AudioPreview audio={audio} part={name} deleteDisabled={recording} onDelete={() => onDelete(part.mainCardNumber)} />
    </div>
  )
}
