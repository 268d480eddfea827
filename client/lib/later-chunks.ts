import { lazy, type ComponentType } from 'react'

/** The least time between two reloads for a chunk that did not arrive: never a reload loop. */
const RELOAD_SPACING_MS = 30_000
const RELOADED_AT = 'laterChunkReloadedAt'

/**
 * A module kept out of a page's first load (decision 0092), fetched once: on first need, or ahead
 * of it (`fetchAhead`). After a failed fetch the next call asks again.
 */
export function laterChunk<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

/** Fetches a later chunk before it is needed; a failure is left for the moment it is needed. */
export function fetchAhead(load: () => Promise<unknown>): void {
  load().catch(() => {})
}

/**
 * A component of a later chunk, shown inside a Suspense boundary once its chunk has arrived. A chunk
 * that cannot be had (the connection was lost, or a new version replaced it) reloads the page once
 * the browser is online, as the router does for a screen's chunk: browsers keep a failed module
 * fetch for the page's life, so asking again would fail again. An exam resumes where it was (its
 * answers are kept in the browser and on the server); the fallback shows meanwhile.
 */
export function laterComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component }), reloadWhenOnline))
}

function reloadWhenOnline(): Promise<never> {
  const reload = () => {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()))
    window.location.reload()
  }
  const last = Number(sessionStorage.getItem(RELOADED_AT)) || 0
  setTimeout(
    () => (navigator.onLine ? reload() : window.addEventListener('online', reload, { once: true })),
    Math.max(0, last + RELOAD_SPACING_MS - Date.now()),
  )
  return new Promise<never>(() => {})
}

/**
 * Runs a task when the browser has nothing else to do (or after a short delay where it cannot
 * say, as in Safari): fetching what a later screen needs without slowing the one shown now.
 * Answers a function that cancels the task if it has not run.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 500)
  return () => clearTimeout(id)
}
