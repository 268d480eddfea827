import { createStore, del, getMany, keys, set, type UseStore } from 'idb-keyval'
import { KEPT_DAYS } from '../kept/kept-store.ts'
import type { ResponseScope } from './kept-responses.ts'
import { wholeWebmLength } from './webm-whole.ts'
import { withDuration } from './webm-duration.ts'

/**
 * A recording under way, kept in this browser piece by piece as MediaRecorder hands the pieces
 * over (every second), so a reload, a crash or a closed tab mid-recording loses at most the last
 * second: the part then offers the recording so far. Each piece is its own entry, so keeping one
 * never rewrites the ones before it.
 */

interface DraftChunk {
  blob: Blob
  mimeType: string
  /** The recorded length when this piece arrived (paused spans left out). */
  elapsedMs: number
  /** ms since the epoch */
  keptAt: number
}

/** The recording so far of one part, as found after a reload. */
export interface RecordingDraft {
  blob: Blob
  mimeType: string
  durationSeconds: number
}

type Key = [screen: string, userId: string, testId: string, part: number, piece: number]

const KEPT_MS = KEPT_DAYS * 24 * 60 * 60 * 1000
let store: UseStore | null = null
const open = (): UseStore => (store ??= createStore('oet-prep-speaking-drafts', 'chunks'))

const isKey = (key: IDBValidKey): key is Key => Array.isArray(key) && key.length === 5
const ofPart = (key: Key, scope: ResponseScope, part: number) =>
  key[0] === scope.screen && key[1] === scope.userId && key[2] === scope.testId && key[3] === part

async function keysOf(scope: ResponseScope, part: number): Promise<Key[]> {
  return (await keys(open())).filter(isKey).filter((key) => ofPart(key, scope, part))
}

/** Keeps piece number `piece` of a part's recording under way. */
export const keepDraftChunk = (scope: ResponseScope, part: number, piece: number, chunk: Omit<DraftChunk, 'keptAt'>, now = Date.now()): Promise<void> =>
  set([scope.screen, scope.userId, scope.testId, part, piece] satisfies Key, { ...chunk, keptAt: now }, open())

/**
 * The part's recording so far, its pieces in order, or null when none is kept. Pieces older than
 * KEPT_DAYS are given up on the way, like every kept response.
 */
export async function readDraft(scope: ResponseScope, part: number, now = Date.now()): Promise<RecordingDraft | null> {
  const found = (await keysOf(scope, part)).sort((a, b) => a[4] - b[4])
  if (found.length === 0) return null
  const chunks = await getMany<DraftChunk | undefined>(found, open())
  if (chunks.some((chunk) => !chunk || now - chunk.keptAt > KEPT_MS)) {
    await forgetDraft(scope, part)
    return null
  }
  const pieces = chunks as DraftChunk[]
  // A recording is whole only from its first piece, which carries the container's header.
  if (found[0]![4] !== 0) {
    await forgetDraft(scope, part)
    return null
  }
  const mimeType = pieces[0]!.mimeType
  const durationSeconds = pieces.at(-1)!.elapsedMs / 1000
  const blob = await withDuration(await playable(new Blob(pieces.map((piece) => piece.blob), { type: mimeType })), durationSeconds)
  return { blob, mimeType, durationSeconds }
}

/** The last piece of an interrupted WebM may end part-way into an element: cut back to the last whole one. */
async function playable(blob: Blob): Promise<Blob> {
  if (!/webm/i.test(blob.type)) return blob
  const whole = wholeWebmLength(new Uint8Array(await blob.arrayBuffer()))
  return whole > 0 && whole < blob.size ? blob.slice(0, whole, blob.type) : blob
}

/** Gives up a part's recording so far (kept as the response, recorded again, or thrown away). */
export async function forgetDraft(scope: ResponseScope, part: number): Promise<void> {
  for (const key of await keysOf(scope, part)) await del(key, open())
}
