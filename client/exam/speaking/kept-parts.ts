import type { MainCard } from '#shared/speaking/schema.ts'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import type { PartAudio } from './part-audio.ts'
import { SPEAKING_TEXTS } from './texts.ts'

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

/** A mock part that needs nothing more from the student: sent, or confirmed and not refused. */
export const isReady = (kept: KeptResponse | undefined): boolean => kept !== undefined && (kept.sentAt !== undefined || (kept.collected && kept.refusal === undefined))

/** How a mock part stands, in words: what its response is and whether it is sent, ready, refused or missing. */
export function partState(kept: KeptResponse | undefined): string {
  if (!kept) return SPEAKING_TEXTS.stateMissing
  if (kept.sentAt !== undefined) return SPEAKING_TEXTS.stateSent
  const what = kept.source === 'recording' ? SPEAKING_TEXTS.stateRecorded(kept.durationSeconds) : SPEAKING_TEXTS.stateFile(kept.name, kept.durationSeconds)
  if (kept.refusal !== undefined) return `${what}, ${SPEAKING_TEXTS.stateRefused(kept.refusal)}`
  return `${what}, ${kept.collected ? SPEAKING_TEXTS.stateReady : SPEAKING_TEXTS.stateNotConfirmed}`
}
