import { badRequest } from '../errors.ts'

/**
 * The one rule for text that arrives in a request (decision 0031). PostgreSQL cannot store a NUL
 * (U+0000) in text or JSON, nor an unpaired UTF-16 surrogate in JSON: such text made the call
 * answer 500. Each becomes U+FFFD, the replacement character, before any handler sees it, in
 * values and in object keys alike. Cleaned rather than refused: an exam page resends its whole
 * answer map on every autosave, so refusing one bad answer would refuse every save after it.
 */

/** How deep a request's JSON may nest; the product's deepest body (an imported test) is about 10. */
export const MAX_NESTING = 64

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

export const wellFormedString = (text: string): string => text.replace(UNSTORABLE, '\ufffd')

/**
 * A copy of a parsed value with every string and key well formed; `where` names the value in a
 * 400 for JSON nested deeper than MAX_NESTING (which would otherwise overflow a stack further on).
 */
export function wellFormed<T>(value: T, where: string, depth = 0): T {
  if (typeof value === 'string') return wellFormedString(value) as T
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value
  if (depth >= MAX_NESTING) throw badRequest(`${where} is nested too deeply: at most ${MAX_NESTING} levels of lists and objects.`)
  if (Array.isArray(value)) return value.map((item: unknown) => wellFormed(item, where, depth + 1)) as T
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormedString(key), wellFormed(item, where, depth + 1)])) as T
}

/**
 * Lists and plain objects: parsed JSON, and query strings (whose prototype is an empty object
 * without one). A raw upload's Buffer or stream is left alone.
 */
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as object | null
  return Array.isArray(value) || prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null
}

/**
 * A form field that carries JSON, parsed and held to the same rule: its escapes (\u0000, a lone
 * \ud83d) only become characters here, after the form's own text was cleaned.
 */
export function parseJsonText(text: string, where: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest(`${where} must be JSON.`)
  }
  return wellFormed(value, where)
}
