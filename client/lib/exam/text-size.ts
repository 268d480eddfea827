import { useSyncExternalStore } from 'react'

/**
 * The exam screens' text size, a reading aid of this device (not of an attempt): chosen once in
 * the exam bar, it holds for every test on this browser until changed.
 */
export const TEXT_SIZES = ['small', 'medium', 'large'] as const
export type TextSize = (typeof TEXT_SIZES)[number]
export const DEFAULT_TEXT_SIZE: TextSize = 'medium'
export const TEXT_SIZE_LABELS: Record<TextSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' }

const KEY = 'oetTextSize'

/** What storage holds, as a size; anything else (nothing, an old value) is the default. */
export const parseTextSize = (value: unknown): TextSize => TEXT_SIZES.find((size) => size === value) ?? DEFAULT_TEXT_SIZE

const listeners = new Set<() => void>()
/** The size chosen when storage refuses to keep it. */
let fallback: TextSize | null = null

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  // Another tab's choice applies here too.
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

function readTextSize(): TextSize {
  try {
    return parseTextSize(window.localStorage.getItem(KEY))
  } catch {
    return DEFAULT_TEXT_SIZE
  }
}

export function setTextSize(size: TextSize): void {
  try {
    window.localStorage.setItem(KEY, size)
  } catch {
    // Storage refused: the size still changes, for as long as the page is open.
    fallback = size
  }
  for (const listener of listeners) listener()
}

/**
 * The chosen size. The server renders the default (it has no storage) and the browser switches
 * right after hydration; every screen part that asks gets the same answer.
 */
export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribe, () => fallback ?? readTextSize(), () => DEFAULT_TEXT_SIZE)
}
