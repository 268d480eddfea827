import { useEffect, useRef, useState, type RefObject } from 'react'
import type { EvaluationFile } from './staff-types.ts'

const SPEEDS = [0.75, 1, 1.25, 1.5] as const

/**
 * The candidate's recording with a speed choice from 0.75x to 1.5x (the pitch is kept). `audio`
 * lets the comments pinned to moments read and move the player.
 */
export function SpeedPlayer({ file, label, audio: given }: { file: EvaluationFile; label: string; audio?: RefObject<HTMLAudioElement | null> }) {
  const own = useRef<HTMLAudioElement>(null)
  const audio = given ?? own
  const [speed, setSpeed] = useState<number>(1)
  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed
  }, [audio, speed])
  return (
    <div className="staff-player">
      <audio ref={audio} controls preload="metadata" src={file.url} aria-label={label} onLoadedMetadata={(event) => (event.currentTarget.playbackRate = speed)} />
      <fieldset className="staff-speed">
        <legend>Speed</legend>
        <div className="staff-choices">
          {SPEEDS.map((value) => (
            <label key={value}>
              <input type="radio" name="speed" value={value} checked={speed === value} onChange={() => setSpeed(value)} />
              {value}x
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
