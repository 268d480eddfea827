import { lazy, type ComponentType } from 'react'

/** How long to wait before fetching again a chunk that did not arrive (a lost connection). */
const RETRY_MS = 3000

/**
 * A module kept out of a page's first load (decision 0091), fetched once: on first need, or
 * ahead of it by `whenIdle`. A fetch that fails is tried again until it succeeds, so a screen
 * waiting for it shows its fallback rather than an error; the answers live outside it meanwhile.
 */
export function laterChunk<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => (loading ??= untilLoaded(load))
}

function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>((resolve) => setTimeout(() => resolve(untilLoaded(load)), RETRY_MS)))
}

/** A component of a later chunk, shown inside a Suspense boundary once its chunk has arrived. */
export function laterComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })))
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
