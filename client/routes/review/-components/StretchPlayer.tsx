import { useEffect, useRef, useState } from 'react'
import type { AnswerStretch } from '#shared/listening/schema.ts'

const seconds = (value: number) => `${Math.floor(value / 60)}:${String(Math.floor(value % 60)).padStart(2, '0')}`

/**
 * The stretch of a recording that holds a question's answer, played on demand and stopped at its
 * end; without a stretch, the whole recording. Replayable as often as wanted: this is practice.
 */
export function StretchPlayer({ audioURL, stretch }: { audioURL: string; stretch?: AnswerStretch | undefined }) {
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const element = audio.current
    if (!element || !stretch) return
    // Stopped at the stretch's end: timeupdate comes some four times a second, close enough for speech.
    const stopAtEnd = () => {
      if (element.currentTime >= stretch.endSeconds) {
        element.pause()
        setPlaying(false)
      }
    }
    element.addEventListener('timeupdate', stopAtEnd)
    return () => element.removeEventListener('timeupdate', stopAtEnd)
  }, [stretch])

  const play = async () => {
    const element = audio.current
    if (!element) return
    element.currentTime = stretch?.startSeconds ?? 0
    try {
      await element.play()
      setPlaying(true)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  const stop = () => {
    audio.current?.pause()
    setPlaying(false)
  }

  return (
    <div className="stretch-player">
      <audio ref={audio} src={audioURL} preload="metadata" onEnded={() => setPlaying(false)} onError={() => setFailed(true)} data-testid="stretch-audio" />
      <button type="button" className="button" onClick={() => (playing ? stop() : void play())}>
        {playing ? 'Stop' : stretch ? 'Play the part with the answer' : 'Play the recording'}
      </button>
      {stretch && (
        <span className="stretch-times">
          {seconds(stretch.startSeconds)} to {seconds(stretch.endSeconds)} of the recording
        </span>
      )}
      {failed && <p role="alert">The recording did not play. Check your connection and press the button again.</p>}
    </div>
  )
}
