import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'

/**
 * How long a page's stream is gathered before it is sent as it comes. A page whose data its
 * loaders already hold renders in a few milliseconds (3-6 ms under load here); only a part that
 * waits on something (a suspended lazy part) takes longer.
 */
export const GATHER_MS = 50

const TIMED_OUT = Symbol('timed out')

/**
 * A rendered page's body: the whole page in one piece when the render finishes within GATHER_MS,
 * otherwise what is rendered so far at once and the rest streamed as it comes. React and the
 * router hand the stream over in many small chunks; written one by one they cost a system call
 * each, about a sixth of the web server's time for a page under load (decision 0095).
 */
export async function pageBody(stream: ReadableStream<Uint8Array>): Promise<Buffer | Readable> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), GATHER_MS)
  })
  try {
    for (;;) {
      const reading = reader.read()
      const next = await Promise.race([reading, timedOut])
      if (next === TIMED_OUT) return rest(reader, chunks, reading)
      if (next.done) return Buffer.concat(chunks)
      chunks.push(next.value)
    }
  } finally {
    clearTimeout(timer)
  }
}

type Read = Promise<ReadableStreamReadResult<Uint8Array>>

/** What was gathered, then the read under way and the rest of the stream as it comes; a visitor who leaves ends the render at once. */
function rest(reader: ReadableStreamDefaultReader<Uint8Array>, gathered: Uint8Array[], reading: Read): Readable {
  let next: Read | undefined = reading
  let ended = false
  const body = new Readable({
    read() {
      const read = next ?? reader.read()
      next = undefined
      read.then(
        (result) => {
          ended = result.done
          this.push(result.done ? null : result.value)
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      )
    },
    destroy(error, callback) {
      if (ended) return callback(error)
      const done = () => callback(error)
      reader.cancel().then(done, done)
    },
  })
  if (gathered.length > 0) body.push(Buffer.concat(gathered))
  return body
}
