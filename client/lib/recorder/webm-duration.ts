import { laterChunk } from '../later-chunks.ts'

/**
 * The header fixer (about 4 KB gzip) is fetched only by pages that record, as a recording starts,
 * so that it is there when the recording stops (decision 0092).
 */
export const prepareDuration = laterChunk(() => import('fix-webm-duration').then((module) => module.default))

/**
 * MediaRecorder's WebM states no length: a player shows none and cannot seek in it. Writes the
 * length recorded into the header; any other type, a file it cannot read, or a fixer that could
 * not be fetched leaves the recording as it was (the server writes the length when it re-encodes).
 */
export async function withDuration(blob: Blob, seconds: number): Promise<Blob> {
  if (!/webm/i.test(blob.type)) return blob
  const fixWebmDuration = await prepareDuration().catch(() => null)
  return fixWebmDuration ? fixWebmDuration(blob, seconds * 1000, { logger: false }) : blob
}
