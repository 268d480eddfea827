import { sniffFormat } from '#shared/media/sniff.ts'
import type { StoredMediaType } from '#shared/media/upload-limits.ts'

/**
 * What an uploaded file is, by its first bytes (the one content check, shared/media/sniff.ts)
 * rather than by what the client says: JPEG for photos, WebM or Ogg for recordings, PDF for an
 * evaluator's own document. A JPEG's
 * size and a WebM's duration are read from the same prefix when they sit in it (the web
 * server's normalised files keep them near the start).
 */

export type MediaKind = 'image' | 'audio' | 'pdf'

export interface Sniffed {
  contentType: StoredMediaType
  width?: number
  height?: number
  durationSeconds?: number
}

/** How much of a file's start is kept to sniff: enough for a JPEG's headers or a WebM's Info. */
export const SNIFF_BYTES = 256 * 1024

/** The file's type and (unless the caller stated them) what its prefix tells of it, or null when it is not a kind we accept. */
export async function sniff(prefix: Buffer, kind: MediaKind, readFacts = true): Promise<Sniffed | null> {
  const format = await sniffFormat(prefix)
  if (kind === 'pdf') return format === 'pdf' ? { contentType: 'application/pdf' } : null
  if (kind === 'image') return format === 'jpeg' ? { contentType: 'image/jpeg', ...(readFacts ? jpegSize(prefix) : {}) } : null
  if (format === 'webm') {
    const durationSeconds = readFacts ? webmDuration(prefix) : undefined
    return { contentType: 'audio/webm', ...(durationSeconds === undefined ? {} : { durationSeconds }) }
  }
  return format === 'ogg' ? { contentType: 'audio/ogg' } : null
}

/** Width and height from the first start-of-frame segment, walking the segments before it. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | Record<string, never> {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return {}
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return {}
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    if (marker === 0xda || marker === 0xd9) return {} // image data or the end before any frame header
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return {}
}

const SEGMENT = 0x18538067
const INFO = 0x1549a966
const CLUSTER = 0x1f43b675
const TIMECODE_SCALE = 0x2ad7b1
const DURATION = 0x4489

/** An EBML variable-length integer: its length in bytes and value (the marker bit kept for ids). */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[at]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (at + length > bytes.length) return null
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!
    allOnes &&= bytes[at + i] === 0xff
  }
  return { length, value, unknown: !keepMarker && allOnes }
}

/** The Segment's Info Duration in seconds, when the muxer wrote one (a seekable output does). */
export function webmDuration(bytes: Buffer): number | undefined {
  let at = 0
  let end = bytes.length
  let scale = 1_000_000
  let duration: number | undefined
  while (at < end) {
    const id = vint(bytes, at, true)
    const size = id && vint(bytes, at + id.length, false)
    if (!id || !size) break
    const body = at + id.length + size.length
    if (id.value === SEGMENT) {
      at = body // a master element: step into it
      continue
    }
    if (id.value === INFO) {
      end = size.unknown ? end : Math.min(end, body + size.value)
      at = body
      continue
    }
    if (id.value === CLUSTER || size.unknown) break
    if (body + size.value > bytes.length) break
    if (id.value === TIMECODE_SCALE) scale = bytes.readUIntBE(body, Math.min(size.value, 6))
    if (id.value === DURATION && size.value === 4) duration = bytes.readFloatBE(body)
    if (id.value === DURATION && size.value === 8) duration = bytes.readDoubleBE(body)
    at = body + size.value
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) return undefined
  return Math.round(((duration * scale) / 1e9) * 1000) / 1000
}
