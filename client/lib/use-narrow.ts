import { useSyncExternalStore } from 'react'

/** Below the md breakpoint (900 px) two panels (a text and its questions, case notes and the letter) no longer fit side by side. */
const NARROW = '(max-width: 899.98px)'

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Whether the screen is phone-sized. The server cannot know, so it renders the wide layout (which
 * CSS stacks on a phone anyway) and the browser switches right after hydration.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )
}
