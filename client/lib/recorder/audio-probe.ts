/** What the browser makes of a chosen file, before anything is sent. */
export type AudioProbe =
  /** It plays as audio, this many seconds long. */
  | { kind: 'audio'; seconds: number }
  /** The browser cannot play it: not audio, or damaged. */
  | { kind: 'not-audio' }
  /** The browser gave no answer in time (a slow disk, a huge file): the server judges it. */
  | { kind: 'unknown' }

/** A file the browser has not answered for by then is left to the server to judge. */
const PROBE_TIMEOUT_MS = 15_000
/** Far past any recording's end: seeking there makes the browser read the real length. */
const FAR_END_SECONDS = 1e9

/**
 * Judges a file by its content, not by its name or declared type (Chromium calls a .webm
 * recording video/webm): an <audio> element reads its header and, when the header gives no
 * length (MediaRecorder's WebM), seeks to the end to find it. Only the header and the end are
 * read, so a 20-minute file costs no more than a short one.
 */
export function probeAudio(blob: Blob, timeoutMs = PROBE_TIMEOUT_MS): Promise<AudioProbe> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio')
    const url = URL.createObjectURL(blob)
    const finish = (result: AudioProbe) => {
      clearTimeout(timer)
      audio.removeAttribute('src')
      audio.load()
      URL.revokeObjectURL(url)
      resolve(result)
    }
    const known = () => Number.isFinite(audio.duration) && audio.duration > 0
    audio.preload = 'metadata'
    audio.muted = true
    audio.addEventListener('error', () => finish({ kind: 'not-audio' }), { once: true })
    audio.addEventListener('loadedmetadata', () => {
      if (known()) return finish({ kind: 'audio', seconds: audio.duration })
      audio.addEventListener('durationchange', () => {
        if (known()) finish({ kind: 'audio', seconds: audio.duration })
      })
      audio.currentTime = FAR_END_SECONDS
    })
    const timer = setTimeout(() => finish({ kind: 'unknown' }), timeoutMs)
    audio.src = url
  })
}
