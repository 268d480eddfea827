import { useEffect, useEffectEvent, useState } from 'react'

/** What a page loads for itself once in the browser: coming, or what the load answered. */
export type BrowserLoad<T> = { status: 'loading' } | { status: 'done'; value: T }

/** A load asked longer ago than this is not taken up: a later visit asks afresh. */
const FRESH_MS = 10_000
/** Loads asked by a render, by key, until the page's effect takes them up. */
const asked = new Map<string, { at: number; load: Promise<unknown> }>()

/**
 * What the route's loader gave (`loaded`), or, in a page the server rendered without it, `load()`
 * asked as the page first renders in the browser: on a slow phone it then travels while React
 * hydrates, beside an exam's start call (start-call.ts), not after it. A render done again finds
 * the load it asked. `load` answers a state (a failure included); it does not reject.
 */
export function useBrowserLoad<T>(key: string, loaded: T | undefined, load: () => Promise<T>): BrowserLoad<T> {
  if (loaded === undefined && typeof window !== 'undefined') askOnce(key, load)
  const [answered, setAnswered] = useState<BrowserLoad<T>>({ status: 'loading' })
  // `load` is made anew by each render: the key names what it loads.
  const takeUp = useEffectEvent(() => askOnce(key, load))
  useEffect(() => {
    if (loaded !== undefined) return
    const pending = takeUp()
    asked.delete(key)
    let current = true
    void pending.then((value) => current && setAnswered({ status: 'done', value }))
    return () => {
      current = false
    }
  }, [key, loaded])
  return loaded !== undefined ? { status: 'done', value: loaded } : answered
}

function askOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const earlier = asked.get(key)
  if (earlier && Date.now() - earlier.at < FRESH_MS) return earlier.load as Promise<T>
  const pending = load()
  asked.set(key, { at: Date.now(), load: pending })
  return pending
}
