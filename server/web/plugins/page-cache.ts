import { LRUCache } from 'lru-cache'

/**
 * Rendered HTML of public pages for visitors without a session: the same for everyone but the
 * anti-forgery token and the CSP nonce, which are written in as placeholders and filled per request.
 * This is what lets /login answer at a small fraction of the cost of a full render.
 */
export const CSRF_PLACEHOLDER = 'oetCsrfTokenPlaceholder0000000000000000'
export const NONCE_PLACEHOLDER = 'oetNoncePlaceholder00000000'
const MAX_ENTRIES = 200

export class PageCache {
  private readonly pages = new LRUCache<string, { status: number; html: string }>({ max: MAX_ENTRIES })

  get(key: string) {
    return this.pages.get(key)
  }

  set(key: string, page: { status: number; html: string }) {
    this.pages.set(key, page)
  }

  static fill(html: string, csrfToken: string, nonce: string): string {
    return html.replaceAll(CSRF_PLACEHOLDER, csrfToken).replaceAll(NONCE_PLACEHOLDER, nonce)
  }
}
