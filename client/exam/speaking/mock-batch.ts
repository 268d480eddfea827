import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { ApiError } from '#client/lib/api.ts'

/** How one batch of the mock's parts went: each part taken or refused on its own (decision 0048). */
export interface BatchOutcome {
  /** The parts the server took in this batch. */
  sent: number[]
  /** The parts the server refused, with its reason: the others are not held back by them. */
  refused: Map<number, string>
  /** The batch stopped here (no connection, the server down, the session ended): the rest were not tried. */
  stoppedBy: unknown
}

export type SendPart = (part: KeptResponse, onProgress: (percent: number) => void) => Promise<unknown>

/**
 * A refusal of this part itself (it is too long, not audio, too large...): the next part is still
 * sent. A missing connection, a busy or broken server, an ended session or a limit on requests
 * would refuse the next part alike, so the batch stops there and keeps everything for a retry.
 */
const refusesThisPart = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.kind === 'HTTP_ERROR' && [400, 409, 413, 415, 422].includes(error.status)

/**
 * Sends the parts not yet sent, one request each, in part order, with one progress figure for
 * them all (by their sizes). Each part the server takes is reported at once through `onSent`, so
 * a batch cut short never sends it twice.
 */
export async function sendBatch(
  parts: readonly KeptResponse[],
  send: SendPart,
  onProgress: (percent: number) => void,
  onSent: (part: KeptResponse) => void,
): Promise<BatchOutcome> {
  const unsent = parts.filter((part) => part.sentAt === undefined).sort((a, b) => a.mainCardNumber - b.mainCardNumber)
  const total = unsent.reduce((sum, part) => sum + Math.max(part.blob.size, 1), 0)
  const outcome: BatchOutcome = { sent: [], refused: new Map(), stoppedBy: undefined }
  let before = 0
  for (const part of unsent) {
    const size = Math.max(part.blob.size, 1)
    try {
      await send(part, (percent) => onProgress(Math.floor(((before + (size * percent) / 100) / total) * 100)))
      outcome.sent.push(part.mainCardNumber)
      onSent(part)
    } catch (error) {
      if (!refusesThisPart(error)) {
        outcome.stoppedBy = error
        return outcome
      }
      outcome.refused.set(part.mainCardNumber, error.message)
    }
    before += size
  }
  return outcome
}
