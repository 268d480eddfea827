import { inputLevel } from './input-level.ts'
import type { LevelProbe, RecorderEnvironment } from './recorder.ts'

type AudioContextClass = typeof AudioContext

/** The input level through a Web Audio AnalyserNode: read on demand, never connected to the speakers. */
function webAudioProbe(): LevelProbe | null {
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  if (!Context) return null
  const context = new Context()
  const analyser = context.createAnalyser()
  analyser.fftSize = 1024
  const samples = new Uint8Array(analyser.fftSize)
  return {
    connect(stream) {
      context.createMediaStreamSource(stream).connect(analyser)
      // Safari may create the context suspended; the click that started recording allows resuming it.
      void context.resume().catch(() => {})
    },
    read() {
      analyser.getByteTimeDomainData(samples)
      return inputLevel(samples)
    },
    close() {
      void context.close().catch(() => {})
    },
  }
}

/** What this browser offers for recording. Only called in the browser, from a click. */
export function browserRecorderEnvironment(): RecorderEnvironment {
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined
  return {
    getUserMedia: media?.getUserMedia ? (constraints) => media.getUserMedia(constraints) : undefined,
    MediaRecorder: typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder,
    createLevelProbe: () => {
      try {
        return webAudioProbe()
      } catch {
        return null
      }
    },
    now: () => performance.now(),
  }
}
