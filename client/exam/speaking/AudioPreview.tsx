import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { clockText } from '#shared/timing/clock-text.ts'
import type { PartAudio } from './part-audio.ts'
import { SPEAKING_TEXTS } from './texts.ts'

interface AudioPreviewProps {
  audio: PartAudio
  onDelete(): void
  /** Names the part when several previews are on screen ("Part 1"). */
  part?: string | undefined
  /** Delete waits (a recording is under way on the part on screen). */
  deleteDisabled?: boolean
  ref?: Ref<HTMLAudioElement>
}

/** The response as it will be sent: listen to it, or delete it and start again. */
export function AudioPreview({ audio, onDelete, part, deleteDisabled = false, ref }: AudioPreviewProps) {
  const player = useRef<HTMLAudioElement>(null)
  useImperativeHandle(ref, () => player.current as HTMLAudioElement)
  // The player reads the response through an object URL, given back when the response changes or goes.
  useEffect(() => {
    const element = player.current
    if (!element) return
    const url = URL.createObjectURL(audio.blob)
    element.src = url
    return () => URL.revokeObjectURL(url)
  }, [audio.blob])
  const what =
    audio.source === 'recording'
      ? `Your recording${audio.durationSeconds !== null ? `, ${clockText(audio.durationSeconds)}` : ''}`
      : `Your file: ${audio.name}`
  return (
    <div className="sp-preview">
      <p className="sp-preview-title">{what}</p>
      <div className="sp-preview-row">
        <audio ref={player} className="sp-preview-audio" controls preload="metadata" aria-label={`Preview: ${part ? `${part}, ` : ''}${what}`} />
        <button type="button" className="button button-quiet sp-delete" onClick={onDelete} disabled={deleteDisabled} aria-label={part ? `${SPEAKING_TEXTS.delete} ${part}` : undefined}>
          {SPEAKING_TEXTS.delete}
        </button>
      </div>
    </div>
  )
}
