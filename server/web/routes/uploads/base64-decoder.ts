import { Transform, type TransformCallback } from 'node:stream'

/** Base64 (standard or URL-safe), with the line breaks some encoders put in. */
const ALPHABET = /^[A-Za-z0-9+/=_\-\r\n]*$/
const DATA_URL_PREFIX = 'data:'
/** "data:audio/webm;codecs=opus;base64," and the like are short. */
const MAX_PREFIX = 256

/**
 * Decodes base64 text as it streams, four characters at a time, so a recording sent as base64 in
 * JSON is never held whole. A leading `data:...;base64,` is skipped (the call asks for the base64
 * alone, but a browser's FileReader gives the data URL). Anything else than base64 is an error.
 */
export class Base64Decoder extends Transform {
  /** Characters read so far (after any data: prefix). */
  charactersIn = 0
  #carry = ''
  #head: string | undefined = ''

  constructor(private readonly invalid: () => Error) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    const text = this.#skipPrefix(chunk.toString('latin1'), false)
    const bytes = text instanceof Error ? text : this.#decode(text, false)
    if (bytes instanceof Error) return callback(bytes)
    callback(null, bytes)
  }

  override _flush(callback: TransformCallback) {
    const text = this.#skipPrefix('', true)
    if (text instanceof Error) return callback(text)
    const last = this.#decode(text, true)
    if (last instanceof Error) return callback(last)
    if (last) this.push(last)
    callback()
  }

  /** Until five characters are in, it is not known whether a data: URL's prefix starts here. */
  #skipPrefix(text: string, ending: boolean): string | Error {
    if (this.#head === undefined) return text
    const head = this.#head + text
    if (head.length < DATA_URL_PREFIX.length && !ending) {
      this.#head = head
      return ''
    }
    if (!head.startsWith(DATA_URL_PREFIX)) {
      this.#head = undefined
      return head
    }
    const comma = head.indexOf(',')
    if (comma === -1) {
      if (ending || head.length > MAX_PREFIX) return this.invalid()
      this.#head = head
      return ''
    }
    this.#head = undefined
    return head.slice(comma + 1)
  }

  #decode(text: string, ending: boolean): Buffer | undefined | Error {
    this.charactersIn += text.length
    if (!ALPHABET.test(text)) return this.invalid()
    const clean = this.#carry + text.replace(/[\r\n]/g, '')
    const whole = ending ? clean.length : clean.length - (clean.length % 4)
    if (ending && clean.length % 4 === 1) return this.invalid()
    this.#carry = clean.slice(whole)
    if (whole === 0) return undefined
    return Buffer.from(clean.slice(0, whole), 'base64')
  }
}
