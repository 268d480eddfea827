import fixWebmDuration from 'fix-webm-duration'

/**
 * MediaRecorder's WebM states no length: a player shows none and cannot seek in it. Writes the
 * length recorded into the header; any other type, or a file it cannot read, is left as it was.
 */
export function withDuration(blob: Blob, seconds: number): Promise<Blob> {
  if (!/webm/i.test(blob.type)) return Promise.resolve(blob)
  return fixWebmDuration(blob, seconds * 1000, { logger: false })
}
