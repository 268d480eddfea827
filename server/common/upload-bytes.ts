/**
 * The byte counting every upload stream goes through on the API host: its first bytes read for
 * the content check, then the whole counted as it streams and refused as soon as it passes its
 * limit, never held whole.
 */

/** A stream's first chunks, at least `bytes` of them unless it ends first (`ended`); refused past `maxBytes` already. */
export async function readHead(chunks: AsyncIterator<Buffer>, bytes: number, maxBytes: number, tooLarge: () => Error) {
  const kept: Buffer[] = []
  let length = 0
  while (length < bytes) {
    const next = await chunks.next()
    if (next.done) return { head: Buffer.concat(kept), ended: true }
    kept.push(next.value)
    length += next.value.length
    if (length > maxBytes) throw tooLarge()
  }
  return { head: Buffer.concat(kept), ended: false }
}

export interface ByteLimit {
  /** Bytes already read (by readHead), passed on first and counted. */
  head?: Buffer
  /** The rest of the stream; none when the head was all of it. */
  rest: AsyncIterator<Buffer> | undefined
  maxBytes: number
  tooLarge: () => Error
}

/**
 * The head, then the rest of the stream, failing with `tooLarge()` as soon as the total passes
 * `maxBytes`. Whatever ends it, the source stream is ended too (a caller that must keep a
 * request open to answer it passes an iterator without `return`).
 */
export async function* limitBytes({ head, rest, maxBytes, tooLarge }: ByteLimit) {
  let total = head?.length ?? 0
  try {
    if (total > maxBytes) throw tooLarge()
    if (head) yield head
    if (!rest) return
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      total += next.value.length
      if (total > maxBytes) throw tooLarge()
      yield next.value
    }
  } finally {
    await rest?.return?.()
  }
}
