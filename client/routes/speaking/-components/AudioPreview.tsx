import type { Ref } from 'react'
import { formatDuration } from '#client/lib/recorder/stopwatch.ts'
import type { PartAudio } from './part-audio.ts'
import { SPEAKING_TEXTS } from './texts.ts'

interface AudioPreviewProps {
  audio: PartAudio
  url: string
  onDelete(): void
  ref?: Ref<HTMLAudioElement>
}

/** The response as it will be sent: listen to it, or delete it and start again. */
export function AudioPreview({ audio, url, onDelete, ref }: AudioPreviewProps) {
  const what =
    audio.source === 'recording'
      ? `Your recording${audio.durationSeconds !== null ? `, ${formatDuration(audio.durationSeconds * 1000)}` : ''}`
      : `Your file: ${audio.name}`
  return (
    <div className="sp-preview">
      <p className="sp-preview-title">{what}</p>
      <div className="sp-preview-row">
        <audio ref={ref} className="sp-preview-audio" controls preload="metadata" src={url} aria-label={`Preview: ${what}`} />
        <button type="button" className="button button-quiet sp-delete" onClick={onDelete}>
          {SPEAKING_TEXTS.delete}
        </button>
      </div>
    </div>
  )
}
