const KEY = 'oetDevice'

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')

let fallback: string | undefined

/**
 * This tab's id in its saves, so the server can tell a student the attempt is open elsewhere. Kept
 * in the tab's session storage: a reload is the same device, a second tab or a phone is another.
 */
export function deviceId(): string {
  try {
    const kept = window.sessionStorage.getItem(KEY)
    if (kept) return kept
    const made = randomId()
    window.sessionStorage.setItem(KEY, made)
    return made
  } catch {
    // No session storage (some private windows): one id for this page's life.
    return (fallback ??= randomId())
  }
}
