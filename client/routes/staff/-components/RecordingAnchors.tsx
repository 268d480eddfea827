import { useEffect, useState, type RefObject } from 'react'
import { inOrder, momentOf, type AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { clockText } from '#shared/timing/clock-text.ts'
import { AddAnchoredComment } from './AddAnchoredComment.tsx'
import { AnchoredCommentList } from './AnchoredCommentList.tsx'
import type { UnaddedComment } from './anchoring.ts'

interface Props {
  audio: RefObject<HTMLAudioElement | null>
  durationSeconds: number
  /** A sitting's role-play whose recording this is: its comments are the ones shown and added here. */
  part?: number | undefined
  comments: readonly AnchoredComment[]
  onComments: (comments: AnchoredComment[]) => void
  editable: boolean
  unadded: UnaddedComment
}

/** Moves the player to a comment's moment and gives it the focus, so Space plays from there. */
function moveTo(player: HTMLAudioElement, seconds: number) {
  player.currentTime = seconds
  player.focus()
}

/**
 * Comments on moments of the recording: "Pin this moment" pauses the player and keeps its time,
 * the comment is written and added; each comment's time plays the recording from there.
 */
export function RecordingAnchors({ audio, durationSeconds, part, comments, onComments, editable, unadded }: Props) {
  const [now, setNow] = useState(0)
  const [pinned, setPinned] = useState<number | null>(null)
  const input = unadded.inputRef
  useEffect(() => {
    const player = audio.current
    if (!player) return
    const follow = () => setNow(player.currentTime)
    player.addEventListener('timeupdate', follow)
    player.addEventListener('seeked', follow)
    return () => {
      player.removeEventListener('timeupdate', follow)
      player.removeEventListener('seeked', follow)
    }
  }, [audio])
  const pin = () => {
    audio.current?.pause()
    setPinned(Math.min(audio.current?.currentTime ?? now, durationSeconds))
    input.current?.focus()
  }
  const seek = (seconds: number) => {
    if (audio.current) moveTo(audio.current, seconds)
  }
  const add = (comment: string) => {
    if (pinned === null) return 'Pin a moment of the recording first.'
    onComments(inOrder([...comments, { kind: 'time', at: momentOf(pinned), ...(part === undefined ? {} : { part }), comment }]))
    setPinned(null)
    return undefined
  }
  const onTime = comments.filter((c) => c.kind === 'time' && (part === undefined || c.part === part))
  return (
    <div className="staff-anchors">
      {editable && (
        <>
          <button type="button" className="button button-quiet staff-anchor-pin" onClick={pin}>
            Pin this moment ({clockText(now)})
          </button>
          <AddAnchoredComment
            about={pinned === null ? null : clockText(pinned)}
            idleLabel="Comment on a moment"
            hint="Pin a moment of the recording first."
            onAdd={add}
            text={unadded.text}
            onText={unadded.onText}
            waiting={unadded.waiting}
            inputRef={input}
          />
        </>
      )}
      <AnchoredCommentList comments={onTime} letter={null} editable={editable} onRemove={(gone) => onComments(comments.filter((c) => c !== gone))} onSeek={seek} />
    </div>
  )
}
