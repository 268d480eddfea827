import { useEffect, useEffectEvent, useState } from 'react'
import { sendOnce, takeUp } from './first-render-calls.ts'

/** What a page loads for itself once in the browser: coming, or what the load answered. */
export type BrowserLoad<T> = { status: 'loading' } | { status: 'done'; value: T }

/**
 * What the route's loader gave (`loaded`), or, in a page the server rendered without it, `load()`
 * sent as the page first renders in the browser, beside an exam's start call
 * (first-render-calls.ts). `load` answers a state (a failure included); it does not reject.
 */
export function useBrowserLoad<T>(key: string, loaded: T | undefined, load: () => Promise<T>): BrowserLoad<T> {
  const wanted = loaded === undefined
  // Sent by the first render only (a state's initializer runs once): once the effect has taken the
  // call up, a later render must not send another.
  useState(() => (wanted && typeof window !== 'undefined' ? sendOnce(key, load) : null))
  const [answered, setAnswered] = useState<BrowserLoad<T>>({ status: 'loading' })
  // `load` is made anew by each render: the key names what it loads.
  const take = useEffectEvent(() => takeUp(key, load))
  useEffect(() => {
    if (!wanted) return
    let current = true
    void take().then((value) => current && setAnswered({ status: 'done', value }))
    return () => {
      current = false
    }
  }, [key, wanted])
  return wanted ? answered : { status: 'done', value: loaded }
}
