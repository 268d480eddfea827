import type { MainCard } from '#shared/contracts/speaking.ts'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import type { PartAudio } from './part-audio.ts'

/** A part's response as the browser keeps it until it is sent. */
export const toKept = (audio: PartAudio, card: MainCard, collected: boolean, now = Date.now()): KeptResponse => ({
  mainCardNumber: card.mainCardNumber,
  card,
  blob: audio.blob,
  mimeType: audio.mimeType,
  source: audio.source,
  name: audio.name,
  durationSeconds: audio.durationSeconds,
  collected,
  keptAt: now,
})

export const fromKept = (kept: KeptResponse): PartAudio => ({
  blob: kept.blob,
  source: kept.source,
  name: kept.name,
  mimeType: kept.mimeType,
  durationSeconds: kept.durationSeconds,
})

/**
 * Where the mock screen opens: the first part not yet collected, or the last part when every part
 * is (its submit did not get through), so the student goes on where they were.
 */
export function openPartIndex(order: readonly number[], collected: ReadonlySet<number>): number {
  const open = order.findIndex((part) => !collected.has(part))
  return open === -1 ? Math.max(order.length - 1, 0) : open
}
