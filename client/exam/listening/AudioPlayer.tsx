import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { formatClock } from '#client/components/exam/countdown.ts'
import { serverNow } from '#client/lib/exam/server-clock.ts'

interface AudioPlayerProps {
  src: string
  /** Simulation: the recording plays once, straight through: no seeking, no pausing, no native controls. */
  locked: boolean
  /** True once the part has begun; false stops the recording (time up, submitting). */
  playing: boolean
  /** Names the player for screen readers: "Recording, Part A, Extract 1 of 2". */
  label: string
  /**
   * A simulation's recording is heard once: when it began (server-clock ms), so that after a
   * reload or a lost connection it plays on from where it would be now, or is over. Null: from the start.
   */
  startedAt?: number | null | undefined
  /** The recording played to its end, or was over already (the flow moves on then). */
  onEnded?: (() => void) | undefined
}

type Status = 'waiting' | 'playing' | 'paused' | 'stopped' | 'ended' | 'blocked' | 'error'

const STATUS_TEXT: Record<Status, string> = {
  waiting: 'The recording starts after the reading time.',
  playing: 'Playing',
  paused: 'Paused',
  stopped: 'Recording stopped',
  ended: 'Recording finished',
  blocked: 'Press Play to start the recording.',
  error: 'The recording could not be played. Check your connection and sound.',
}

const noContextMenu = (event: SyntheticEvent) => event.preventDefault()

/**
 * The recording of the screen. It starts by itself when the part begins (the click that closed
 * the reading time is the gesture browsers ask for), stops when the screen goes (the element is
 * removed) and shows the time left in it. In a simulation there are no native controls: only a
 * play indicator and the time left, a pause from outside (a media key) is undone and a seek is
 * put back, so the recording plays once as in the exam. Practice keeps the browser's controls.
 * The context menu (save, loop, speed) is off in both.
 */
export function AudioPlayer({ src, locked, playing, label, startedAt = null, onEnded }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null)
  const [status, setStatus] = useState<Status>('waiting')
  const [time, setTime] = useState({ current: 0, duration: Number.NaN })
  const heardUpTo = useRef(0)
  const wanted = useRef(playing)
  const over = useRef(false)

  const finish = () => {
    if (over.current) return
    over.current = true
    setStatus('ended')
    onEnded?.()
  }

  /**
   * A recording that began earlier goes on from where it would be now (once its length is known),
   * or is over: true when there is nothing left to play.
   */
  const catchUp = (): boolean => {
    const audio = audioRef.current
    if (!audio || startedAt === null || over.current) return over.current
    if (!Number.isFinite(audio.duration)) return false
    const at = (serverNow() - startedAt) / 1000
    if (at >= audio.duration) {
      audio.pause()
      finish()
      return true
    }
    if (Math.abs(audio.currentTime - at) > 1) {
      heardUpTo.current = at
      audio.currentTime = at
    }
    return false
  }

  const play = () => {
    const audio = audioRef.current
    if (!audio || catchUp()) return
    audio.play().catch((error: unknown) => {
      // A reload lands here without a click: the browser wants one before sound plays.
      setStatus(error instanceof DOMException && error.name === 'NotAllowedError' ? 'blocked' : 'error')
    })
  }

  useEffect(() => {
    wanted.current = playing
    const audio = audioRef.current
    if (!audio) return
    if (!playing) {
      audio.pause()
      return
    }
    if (audio.ended) return
    play()
    // play reads only refs and props that a new src remounts with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, src])

  useEffect(() => {
    const audio = audioRef.current
    return () => {
      wanted.current = false
      audio?.pause()
    }
  }, [])

  const onTime = () => {
    const audio = audioRef.current
    if (!audio) return
    if (!audio.seeking) heardUpTo.current = audio.currentTime
    setTime({ current: audio.currentTime, duration: audio.duration })
  }
  const onMetadata = () => {
    onTime()
    if (wanted.current) catchUp()
  }
  const onSeeking = () => {
    const audio = audioRef.current
    if (locked && audio && Math.abs(audio.currentTime - heardUpTo.current) > 1) audio.currentTime = heardUpTo.current
  }
  const onPause = () => {
    const audio = audioRef.current
    if (!audio || audio.ended || over.current) return
    if (!wanted.current) setStatus('stopped')
    else if (locked) void audio.play().catch(() => setStatus('blocked'))
    else setStatus('paused')
  }

  const left = Number.isFinite(time.duration) ? Math.max(0, time.duration - time.current) : null
  return (
    <div className={`lt-audio lt-audio-${status}`} role="group" aria-label={label} onContextMenu={noContextMenu}>
      <audio
        ref={audioRef}
        src={src}
        preload="auto"
        controls={!locked}
        controlsList="nodownload noplaybackrate"
        className="lt-audio-native"
        onContextMenu={noContextMenu}
        onPlaying={() => setStatus('playing')}
        onPause={onPause}
        onEnded={finish}
        onError={() => setStatus('error')}
        onTimeUpdate={onTime}
        onLoadedMetadata={onMetadata}
        onDurationChange={onTime}
        onSeeking={onSeeking}
      />
      <div className="lt-audio-row">
        <span className="lt-audio-indicator" aria-hidden="true" />
        <span className="lt-audio-status">{STATUS_TEXT[status]}</span>
        {left !== null && (
          <span className="lt-audio-left">
            <span className="lt-audio-left-label">Audio left</span> {formatClock(left)}
          </span>
        )}
        {status === 'blocked' && playing && (
          <button type="button" className="button" onClick={play}>
            Play
          </button>
        )}
      </div>
    </div>
  )
}
