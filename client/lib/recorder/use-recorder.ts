import { useCallback, useEffect, useRef, useState } from 'react'
import { browserRecorderEnvironment } from './browser-environment.ts'
import { SILENT_LEVEL } from './input-level.ts'
import { microphoneProblemOf, type MicrophoneProblem } from './microphone-problem.ts'
import { startRecording, type RecordedAudio, type RecordingSession } from './recorder.ts'

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
 * stop finishes. A recording under way is thrown away when the component leaves the page.
 */
export function useRecorder(onRecorded: (audio: RecordedAudio) => void): Recorder {
  const session = useRef<RecordingSession | null>(null)
  const [status, setStatus] = useState<RecorderStatus>('idle')
  const [busy, setBusy] = useState(false)
  const [level, setLevel] = useState(0)
  const [silent, setSilent] = useState(false)
  const [elapsedMs, setElapsedMs] = useState(0)
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null)
  const recorded = useRef(onRecorded)
  useEffect(() => {
    recorded.current = onRecorded
  }, [onRecorded])

  useEffect(() => () => session.current?.cancel(), [])

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
    }, REDRAW_MS)
    return () => {
      clearInterval(timer)
      setLevel(0)
      setSilent(false)
    }
  }, [status])

  const start = useCallback(() => {
    if (session.current) return
    setProblem(null)
    setBusy(true)
    setElapsedMs(0)
    startRecording(browserRecorderEnvironment()).then(
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

  const stop = useCallback(() => {
    const current = session.current
    if (!current) return
    setBusy(true)
    void current.stop().then((audio) => {
      session.current = null
      setBusy(false)
      setStatus('idle')
      recorded.current(audio)
    })
  }, [])

  const cancel = useCallback(() => {
    session.current?.cancel()
    session.current = null
    setStatus('idle')
    setElapsedMs(0)
  }, [])

  return { status, busy, level, silent, elapsedMs, problem, start, pause, resume, stop, cancel }
}
