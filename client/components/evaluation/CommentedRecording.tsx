import { useRef } from 'react'
import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { RecordingComments } from './RecordingComments.tsx'

interface CommentedRecordingProps {
  /** The recording; without it only the comments show. */
  src: string | null
  label: string
  className: string
  preload: 'none' | 'metadata'
  /** The evaluation's comments, once there is one: those on moments are listed under the player. */
  comments: readonly AnchoredComment[]
}

/** A student's recording and the evaluator's comments on its moments: each time plays it from there. */
export function CommentedRecording({ src, label, className, preload, comments }: CommentedRecordingProps) {
  const audio = useRef<HTMLAudioElement>(null)
  const onMoments = comments.filter((comment) => comment.kind === 'time')
  // The player shows where it is.
  const seek = (seconds: number) => {
    const player = audio.current
    if (!player) return
    player.currentTime = seconds
    void player.play().catch(() => undefined)
  }
  return (
    <>
      {src && <audio ref={audio} className={className} controls preload={preload} src={src} aria-label={label} />}
      {onMoments.length > 0 && <RecordingComments comments={onMoments} onSeek={seek} />}
    </>
  )
}
