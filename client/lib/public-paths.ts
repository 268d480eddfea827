/** SPEC.md section 2: pages whose URL contains one of these words need no session. */
const PUBLIC_WORDS = ['login', 'forgot-password', 'register', 'documentation', 'reset-password']

export const isPublicPath = (pathname: string): boolean => PUBLIC_WORDS.some((word) => pathname.includes(word))

/**
 * A stand-in origin to resolve `next` against. A string that starts with one `/` and holds no
 * backslash or control character resolves to the same origin against any http(s) base, so the
 * result is the same as against PUBLIC_URL or the browser's own origin, and this function needs
 * neither (it runs in the browser, in the server's render and in the no-JS form post alike).
 */
const BASE = 'http://next.invalid'

/** C0 controls, space and DEL: a browser's URL parser strips or drops some of them (tab, CR, LF). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0020\u007f]/

/**
 * Where to go after logging in: only a path on this site, never another origin. `next` is
 * resolved as a browser resolves a Location header (WHATWG URL), so tricks such as `/\t/evil`
 * (the tab is dropped: `//evil`), `/\evil` or `//evil` are refused, and what is returned is the
 * serialised path, percent-encoded, safe in a header and in a page.
 */
export function safeNext(next: unknown, fallback = '/app/welcome'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return fallback
  if (next.includes('\\') || CONTROL.test(next)) return fallback
  let url: URL
  try {
    url = new URL(next, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = url.pathname + url.search + url.hash
  // A serialised path never starts with `//` unless its first segment is empty; refuse it anyway.
  if (path.startsWith('//') || isPublicPath(url.pathname)) return fallback
  return path
}
