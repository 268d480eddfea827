import { useCallback, useSyncExternalStore } from 'react'
import { readStored, writeStored } from '#client/lib/exam/exam-storage.ts'
import { toggleStruck, type StruckOptions } from '#client/components/exam/struck-options.ts'

/**
 * The options crossed out in an attempt, read from this browser's storage once and then kept here
 * too, so crossing out works even where storage refuses to write (it then lasts until the page is left).
 */
const kept = new Map<string, StruckOptions>()
const listeners = new Set<() => void>()
const NONE: StruckOptions = {}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

function current(testId: string, attemptId: string): StruckOptions {
  const key = `${testId}:${attemptId}`
  let struck = kept.get(key)
  if (!struck) {
    struck = readStored('oetStruck', testId, attemptId)?.questions ?? NONE
    kept.set(key, struck)
  }
  return struck
}

/**
 * An attempt's crossed-out options and the way to cross one out or restore it. The server renders
 * none (it has no storage); the browser shows the kept ones right after hydration.
 */
export function useStruckOptions(testId: string, attemptId: string): [StruckOptions, (questionKey: string, index: number) => void] {
  const struck = useSyncExternalStore(
    subscribe,
    () => current(testId, attemptId),
    () => NONE,
  )
  const toggle = useCallback(
    (questionKey: string, index: number) => {
      const next = toggleStruck(current(testId, attemptId), questionKey, index)
      kept.set(`${testId}:${attemptId}`, next)
      writeStored('oetStruck', testId, { attemptId, questions: { ...next } })
      for (const listener of listeners) listener()
    },
    [testId, attemptId],
  )
  return [struck, toggle]
}
