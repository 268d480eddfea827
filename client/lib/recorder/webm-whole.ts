/**
 * A recording interrupted mid-way (a reload, a closed tab) ends where MediaRecorder's last piece
 * ended, which may be part-way into an element: servers rightly refuse such a file as damaged.
 * This finds where its last whole element ends, so the recording so far can be cut there and
 * played and sent like any finished one. Only the container's structure is read (EBML: an id
 * and a size before each element); the Segment and its Clusters, which a live recording writes
 * with unknown sizes, are stepped into, everything else is stepped over.
 */

const SEGMENT = 0x18538067
const CLUSTER = 0x1f43b675
const CONTAINERS = new Set([SEGMENT, CLUSTER])

interface Vint {
  value: number
  length: number
  /** All value bits set: the size is unknown (a live recording's Segment and Clusters). */
  unknown: boolean
}

/** An EBML variable-length integer at `at`: the id keeps its length marker, a size loses it. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (at + length > bytes.length) return null
  const marker = 0x80 >> (length - 1)
  let value = keepMarker ? first : first & (marker - 1)
  let allOnes = value === marker - 1
  for (let k = 1; k < length; k += 1) {
    value = value * 256 + bytes[at + k]!
    allOnes &&= bytes[at + k] === 0xff
  }
  return { value, length, unknown: !keepMarker && allOnes }
}

/** How many bytes of a WebM make whole elements: the length to cut it at (0 when not even one is whole). */
export function wholeWebmLength(bytes: Uint8Array): number {
  let at = 0
  let whole = 0
  while (at < bytes.length) {
    const id = vint(bytes, at, true)
    const size = id && vint(bytes, at + id.length, false)
    if (!id || !size) break
    const body = at + id.length + size.length
    if (CONTAINERS.has(id.value)) {
      at = body
      continue
    }
    if (size.unknown || body + size.value > bytes.length) break
    at = whole = body + size.value
  }
  return whole
}
