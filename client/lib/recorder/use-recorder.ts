import { useCallback, useEffect, useRef, useState } from 'react'
import { browserRecorderEnvironment } from './browser-environment.ts'
import { SILENT_LEVEL } from './input-level.ts'
import { microphoneProblemOf, type MicrophoneProblem } from './microphone-problem.ts'
import { startRecording, type RecordedAudio, type RecordingOptions, type RecordingSession } from './recorder.ts'

/** SPEC.md section 4: recording is idle, recording or paused; stop yields a recorded audio. */
export type RecorderStatus = 'idle' | 'recording' | 'paused'

export interface Recorder {
  status: RecorderStatus
  /** Asking for the microphone or finishing the file: the buttons wait. */
  busy: boolean
  /** The input level, 0 to 1, while recording. */
  level: number
  /** True after a few seconds of silence while recording: the microphone may be muted. */
  silent: boolean
  elapsedMs: number
  /** The last recording was stopped by the limit, not by the student. */
  stoppedAtLimit: boolean
  problem: MicrophoneProblem | null
  start(): void
  pause(): void
  resume(): void
  stop(): void
  /** Throws away a recording under way. */
  cancel(): void
}

/** The meter and the clock redraw this often: smooth enough to see, light on a cheap phone. */
const REDRAW_MS = 100
const SILENCE_WARNING_MS = 4000

/**
 * Records from the microphone: start, pause, resume, stop. `onRecorded` receives the audio when
 * stop finishes; at `options.maxMs` the recording stops by itself. A recording under way is
 * thrown away when the component leaves the page (its chunks went to `options.onChunk` as made).
 */
export function useRecorder(onRecorded: (audio: RecordedAudio) => void, options: RecordingOptions = {}): Recorder {
  const session = useRef<RecordingSession | null>(null)
  const [status, setStatus] = useState<RecorderStatus>('idle')
  const [busy, setBusy] = useState(false)
  const [level, setLevel] = useState(0)
  const [silent, setSilent] = useState(false)
  const [elapsedMs, setElapsedMs] = useState(0)
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false)
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null)
  const recorded = useRef(onRecorded)
  const settings = useRef(options)
  useEffect(() => {
    recorded.current = onRecorded
    settings.current = options
  })

  useEffect(() => () => session.current?.cancel(), [])

  const stop = useCallback(() => {
    const current = session.current
    if (!current) return
    // Stopped once: the clock's next tick (or a second click) finds nothing left to stop.
    session.current = null
    setBusy(true)
    void current.stop().then((audio) => {
      setBusy(false)
      setStatus('idle')
      recorded.current(audio)
    })
  }, [])

  // While recording, read the level and the clock from the session a few times a second.
  useEffect(() => {
    if (status !== 'recording') return
    let lastHeard = performance.now()
    const timer = setInterval(() => {
      const current = session.current
      if (!current) return
      const now = current.level()
      if (now >= SILENT_LEVEL) lastHeard = performance.now()
      setLevel(now)
      setSilent(performance.now() - lastHeard > SILENCE_WARNING_MS)
      setElapsedMs(current.elapsedMs())
      if (current.atLimit()) {
        setStoppedAtLimit(true)
        stop()
      }
    }, REDRAW_MS)
    return () => {
      clearInterval(timer)
      setLevel(0)
      setSilent(false)
    }
  }, [status, stop])

  const start = useCallback(() => {
    if (session.current) return
    setProblem(null)
    setBusy(true)
    setElapsedMs(0)
    setStoppedAtLimit(false)
    // The chunk listener reads the screen's latest, so a recording keeps going where the screen says.
    const { maxMs } = settings.current
    startRecording(browserRecorderEnvironment(), { maxMs, onChunk: (chunk, ms, type) => settings.current.onChunk?.(chunk, ms, type) }).then(
      (started) => {
        session.current = started
        setBusy(false)
        setStatus('recording')
      },
      (error: unknown) => {
        setBusy(false)
        setProblem(microphoneProblemOf(error))
      },
    )
  }, [])

  const pause = useCallback(() => {
    session.current?.pause()
    if (session.current) setElapsedMs(session.current.elapsedMs())
    setStatus('paused')
  }, [])

  const resume = useCallback(() => {
    session.current?.resume()
    setStatus('recording')
  }, [])

  const cancel = useCallback(() => {
    session.current?.cancel()
    session.current = null
    setStatus('idle')
    setElapsedMs(0)
  }, [])

  return { status, busy, level, silent, elapsedMs, stoppedAtLimit, problem, start, pause, resume, stop, cancel }
}
