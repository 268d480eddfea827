/**
 * Calls a page sends as it first renders in the browser, not once it has hydrated: on a slow phone
 * they then travel while React hydrates the page (about 0.7 s at a quarter of this machine's
 * speed) instead of after it. A render thrown away and done again finds the call it sent; the
 * page's effect takes the call up, and a later visit sends its own. Used for an exam's start
 * (start-call.ts) and for what a page the server rendered went without (browser-load.ts).
 */

/** A call sent longer ago than this is not taken up: a later visit sends afresh. */
const FRESH_MS = 10_000

const sent = new Map<string, { at: number; call: Promise<unknown> }>()

/** The call named `key`: the one sent moments ago, or `send()` now. A refused call is sent again by the next render that wants it. */
export function sendOnce<T>(key: string, send: () => Promise<T>): Promise<T> {
  const earlier = sent.get(key)
  if (earlier && Date.now() - earlier.at < FRESH_MS) return earlier.call as Promise<T>
  const call = send()
  sent.set(key, { at: Date.now(), call })
  call.catch(() => sent.get(key)?.call === call && sent.delete(key))
  return call
}

/** The call named `key`, taken up by the page that sent it: the next visit sends its own. */
export function takeUp<T>(key: string, send: () => Promise<T>): Promise<T> {
  const call = sendOnce(key, send)
  sent.delete(key)
  return call
}
