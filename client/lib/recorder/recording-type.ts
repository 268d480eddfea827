/**
 * The recording formats to ask MediaRecorder for, best first: Opus in WebM (Chrome, Edge,
 * Firefox), Opus in Ogg (older Firefox), then AAC in MP4 (Safari on macOS, iPhone and iPad).
 * The web server re-encodes every recording to one format, so any of them is fine to send.
 */
export const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
] as const

/**
 * The first type the browser says it can record, or undefined when it supports none of them
 * (the browser then picks its own default, which the server still accepts).
 */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => {
    try {
      return isTypeSupported(type)
    } catch {
      return false
    }
  })
}

/** The file extension that matches a recorded type: "webm", "ogg" or "mp4". */
export function extensionFor(mimeType: string): string {
  const container = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (container === 'audio/ogg') return 'ogg'
  if (container === 'audio/mp4' || container === 'video/mp4') return 'mp4'
  return 'webm'
}
