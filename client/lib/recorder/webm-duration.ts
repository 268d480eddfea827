type FixWebmDuration = typeof import('fix-webm-duration').default

/**
 * The header fixer (about 4 KB gzip) is loaded only by pages that record, as a recording starts,
 * so it is there by the time the recording stops. Loading it again after a failure (offline).
 */
let fixer: Promise<FixWebmDuration> | undefined
export function prepareDuration(): Promise<FixWebmDuration> {
  fixer ??= import('fix-webm-duration').then(
    (module) => module.default,
    (error: unknown) => {
      fixer = undefined
      throw error
    },
  )
  return fixer
}

/**
 * MediaRecorder's WebM states no length: a player shows none and cannot seek in it. Writes the
 * length recorded into the header; any other type, a file it cannot read, or a fixer that could
 * not be loaded leaves the recording as it was (the server writes the length when it re-encodes).
 */
export async function withDuration(blob: Blob, seconds: number): Promise<Blob> {
  if (!/webm/i.test(blob.type)) return blob
  let fixWebmDuration: FixWebmDuration
  try {
    fixWebmDuration = await prepareDuration()
  } catch {
    return blob
  }
  return fixWebmDuration(blob, seconds * 1000, { logger: false })
}
