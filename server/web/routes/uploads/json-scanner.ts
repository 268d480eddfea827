import type { Writable } from 'node:stream'

export interface JsonScannerOptions {
  /** The member whose text is streamed to `openStream()` instead of being kept. */
  streamedKey: string
  /** Called when the streamed member's text begins; it gets that text (unescaped) and then end(). */
  openStream(): Writable
  /** The most bytes any other member's name or value may take. */
  maxFieldBytes: number
  /** The error to throw for a body that is not what the call accepts (a 400). */
  invalid(message: string): Error
}

type State = 'begin' | 'key-or-end' | 'key' | 'colon' | 'value' | 'text' | 'streamed' | 'literal' | 'comma-or-end' | 'done'

const QUOTE = 0x22
const BACKSLASH = 0x5c
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d
const LITERAL_START = /[-0-9tfn]/
/** The escapes a base64 text may carry: an escaped slash, and line breaks (dropped). */
const STREAMED_ESCAPES: Record<string, string> = { '/': '/', n: '', r: '' }

/**
 * Reads a flat JSON object ({"name": text, number, true, false or null, ...}) as its bytes arrive,
 * keeping every member but one, whose text goes to a stream as it comes: a recording's base64 is
 * decoded and spooled to disk while the rest of the body is still on its way, never held whole.
 * Nested objects and arrays are refused, as are repeated names.
 */
export class JsonScanner {
  /** The members read so far, but the streamed one. */
  readonly fields = new Map<string, unknown>()
  #state: State = 'begin'
  #key = ''
  #pieces: Buffer[] = []
  #pieceBytes = 0
  #escaped = false
  #sink: Writable | undefined
  #afterComma = false

  constructor(private readonly options: JsonScannerOptions) {}

  /** Reads the next bytes of the body; throws `invalid` errors. */
  push(chunk: Buffer) {
    let at = 0
    while (at < chunk.length) {
      if (this.#state === 'streamed') {
        at = this.#streamed(chunk, at)
        continue
      }
      const byte = chunk[at]!
      switch (this.#state) {
        case 'begin':
          if (!isSpace(byte)) this.#expect(byte === 0x7b, 'The request body must be a JSON object.', 'key-or-end')
          break
        case 'key-or-end':
          if (isSpace(byte)) break
          if (byte === 0x7d && !this.#afterComma) this.#state = 'done'
          else this.#expect(byte === QUOTE, 'The request body is not valid JSON.', 'key')
          break
        case 'colon':
          if (!isSpace(byte)) this.#expect(byte === 0x3a, 'The request body is not valid JSON.', 'value')
          break
        case 'value':
          if (!isSpace(byte)) this.#value(byte)
          break
        case 'key':
        case 'text':
          at = this.#text(chunk, at)
          continue
        case 'literal':
          if (isSpace(byte) || byte === 0x2c || byte === 0x7d) {
            this.#keep(this.#parse(Buffer.concat(this.#pieces).toString('latin1')))
            continue // the byte that ended the literal is read again as what follows it
          }
          this.#collect(chunk.subarray(at, at + 1))
          break
        case 'comma-or-end':
          if (isSpace(byte)) break
          if (byte === 0x2c) {
            this.#afterComma = true
            this.#state = 'key-or-end'
          } else this.#expect(byte === 0x7d, 'The request body is not valid JSON.', 'done')
          break
        case 'done':
          if (!isSpace(byte)) throw this.options.invalid('The request body has more after its JSON object.')
          break
      }
      at++
    }
  }

  /** The body has ended: throws unless it was one whole object. */
  end() {
    if (this.#state === 'literal') this.#keep(this.#parse(Buffer.concat(this.#pieces).toString('latin1')))
    if (this.#state !== 'done') throw this.options.invalid('The request body is not complete JSON. Please try again.')
  }

  #expect(ok: boolean, message: string, next: State) {
    if (!ok) throw this.options.invalid(message)
    this.#state = next
    this.#afterComma = false
  }

  #value(byte: number) {
    const streamed = this.#key === this.options.streamedKey
    if (byte === QUOTE) {
      this.#state = streamed ? 'streamed' : 'text'
      if (streamed) this.#sink = this.options.openStream()
      return
    }
    if (streamed) throw this.options.invalid(`body.${this.#key} must be text.`)
    if (!LITERAL_START.test(String.fromCharCode(byte))) throw this.options.invalid(`body.${this.#key} must be text or a number.`)
    this.#state = 'literal'
    this.#collect(Buffer.of(byte))
  }

  /** Inside a key or a kept text: collects up to the closing quote, then reads it as JSON does. */
  #text(chunk: Buffer, from: number): number {
    let at = from
    for (; at < chunk.length; at++) {
      const byte = chunk[at]!
      if (this.#escaped) this.#escaped = false
      else if (byte === BACKSLASH) this.#escaped = true
      else if (byte === QUOTE) break
    }
    this.#collect(chunk.subarray(from, at))
    if (at === chunk.length) return at
    const text = this.#parse(`"${Buffer.concat(this.#pieces).toString('utf8')}"`) as string
    if (this.#state === 'key') {
      if (this.fields.has(text) || (text === this.options.streamedKey && this.#sink)) throw this.options.invalid(`body.${text} is given twice.`)
      this.#key = text
      this.#reset('colon')
    } else this.#keep(text)
    return at + 1
  }

  /** Inside the streamed text: passes it on in slices, up to the closing quote. */
  #streamed(chunk: Buffer, from: number): number {
    let at = from
    if (this.#escaped) {
      const replacement = STREAMED_ESCAPES[String.fromCharCode(chunk[at]!)]
      if (replacement === undefined) throw this.options.invalid(`body.${this.#key} must be base64.`)
      if (replacement) this.#sink!.write(replacement)
      this.#escaped = false
      return at + 1
    }
    const quote = chunk.indexOf(QUOTE, at)
    const backslash = chunk.indexOf(BACKSLASH, at)
    const stop = quote === -1 ? backslash : backslash === -1 ? quote : Math.min(quote, backslash)
    const end = stop === -1 ? chunk.length : stop
    if (end > at) this.#sink!.write(chunk.subarray(at, end))
    at = end
    if (stop === -1) return at
    if (chunk[stop] === BACKSLASH) {
      this.#escaped = true
      return at + 1
    }
    this.#sink!.end()
    this.#state = 'comma-or-end'
    return at + 1
  }

  #collect(bytes: Buffer) {
    this.#pieceBytes += bytes.length
    if (this.#pieceBytes > this.options.maxFieldBytes) {
      const what = this.#state === 'key' ? 'A member name' : `body.${this.#key}`
      throw this.options.invalid(`${what} is too long: at most ${this.options.maxFieldBytes} bytes.`)
    }
    if (bytes.length > 0) this.#pieces.push(bytes)
  }

  #parse(json: string): unknown {
    try {
      return JSON.parse(json)
    } catch {
      throw this.options.invalid(this.#state === 'key' ? 'The request body is not valid JSON.' : `body.${this.#key} is not valid JSON.`)
    }
  }

  #keep(value: unknown) {
    this.fields.set(this.#key, value)
    this.#reset('comma-or-end')
  }

  #reset(next: State) {
    this.#pieces = []
    this.#pieceBytes = 0
    this.#state = next
  }
}
