/** SPEC.md section 2: pages whose URL contains one of these words need no session. */
const PUBLIC_WORDS = ['login', 'forgot-password', 'register', 'documentation', 'reset-password']

export const isPublicPath = (pathname: string): boolean => PUBLIC_WORDS.some((word) => pathname.includes(word))

/** Where to go after logging in: only a path on this site, never another origin. */
export function safeNext(next: unknown, fallback = '/app/welcome'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback
  return isPublicPath(next.split('?')[0] ?? '') ? fallback : next
}
