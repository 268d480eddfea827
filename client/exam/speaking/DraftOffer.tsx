import { useEffect, useId, useRef } from 'react'
import type { RecordingDraft } from '#client/lib/recorder/recording-drafts.ts'
import { SPEAKING_TEXTS } from './texts.ts'

interface DraftOfferProps {
  draft: RecordingDraft
  onKeep(): void
  onRecordAgain(): void
}

/** The recording so far that a reload interrupted: listen to it, keep it as the response, or record again. */
export function DraftOffer({ draft, onKeep, onRecordAgain }: DraftOfferProps) {
  const headingId = useId()
  const player = useRef<HTMLAudioElement>(null)
  useEffect(() => {
    const element = player.current
    if (!element) return
    const url = URL.createObjectURL(draft.blob)
    element.src = url
    return () => URL.revokeObjectURL(url)
  }, [draft.blob])
  return (
    <div className="sp-draft" role="region" aria-labelledby={headingId}>
      <p id={headingId} className="sp-preview-title">
        {SPEAKING_TEXTS.draftFound(draft.durationSeconds)}
      </p>
      <audio ref={player} className="sp-preview-audio" controls preload="metadata" aria-label={SPEAKING_TEXTS.draftPlayer} />
      <div className="sp-record-buttons">
        <button type="button" className="button" onClick={onKeep}>
          {SPEAKING_TEXTS.keepDraft}
        </button>
        <button type="button" className="button button-quiet" onClick={onRecordAgain}>
          {SPEAKING_TEXTS.recordAgain}
        </button>
      </div>
    </div>
  )
}
