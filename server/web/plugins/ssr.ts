import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '#shared/auth/schema.ts'
import { ApiError, errorCodeIn, type ApiFetch } from '#client/lib/api.ts'
import type { FormFlash } from '#client/lib/boot.ts'
import type { NotificationList } from '#client/components/layout/notifications.ts'
import type { RouterContext } from '#client/router-context.ts'
import { callApi } from './api-client.ts'
import { pageBody } from './page-body.ts'
import { PageCache, CSRF_PLACEHOLDER, NONCE_PLACEHOLDER } from './page-cache.ts'
import type { PageAssets, PagePreloads } from './assets.ts'

type Render = (request: Request, context: RouterContext) => Promise<Response>

export interface PageOptions {
  user: User | null
  /** The user's bell, read with the user (every signed-in page shows it). */
  bell?: NotificationList
  flash?: FormFlash
  /** Render this URL instead of the request's (a form post re-showing its page). */
  url?: string
  status?: number
}

declare module 'fastify' {
  interface FastifyReply {
    renderPage(options: PageOptions): Promise<FastifyReply>
  }
}

export interface SsrOptions {
  assets: PageAssets
  /** Each screen's chunks, named in the page's head (none in development: Vite serves modules). */
  preloads?: PagePreloads
  /** Loads the server entry: straight from the sources, or through Vite in development. */
  loadRender: () => Promise<Render>
  cachePublicPages: boolean
}

/** Server rendering with TanStack Router: one router per request, loaders run here with the token. */
export default fp<SsrOptions>(
  async (app, { assets, preloads, loadRender, cachePublicPages }) => {
    const cache = new PageCache()

    function serverApi(request: FastifyRequest): ApiFetch {
      return async function api<T>(path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) {
        const answer = await callApi<T & { message?: string }>(app.apiPool, {
          method: init.method ?? 'GET',
          path,
          token: request.sessionToken,
          body: init.body,
          requestId: request.id,
        })
        if (answer.status >= 400) throw new ApiError('HTTP_ERROR', answer.body?.message ?? 'Request failed', answer.status, errorCodeIn(answer.body))
        return answer.body
      }
    }

    async function renderPage(this: FastifyReply, options: PageOptions) {
      const request = this.request
      const url = options.url ?? request.url
      // Only bare paths: a query may carry something private (a reset token) and would let anyone fill the cache.
      const cacheable = cachePublicPages && !options.user && !options.flash && request.method === 'GET' && !url.includes('?')
      const csrfToken = this.csrfToken()
      const nonce = this.scriptNonce
      if (cacheable) {
        const hit = cache.get(url)
        if (hit) {
          return this.code(hit.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(PageCache.fill(hit.html, csrfToken, nonce))
        }
      }
      const render = await loadRender()
      const response = await render(
        new Request(new URL(url, 'http://localhost'), {
          headers: { 'user-agent': request.headers['user-agent'] ?? '', accept: 'text/html' },
        }),
        {
          boot: { user: options.user, csrfToken: cacheable ? CSRF_PLACEHOLDER : csrfToken, assets, flash: options.flash },
          api: serverApi(request),
          nonce: cacheable ? NONCE_PLACEHOLDER : nonce,
          preloads,
          bell: options.bell,
        },
      )
      const location = response.headers.get('location')
      if (location && response.status >= 300 && response.status < 400) {
        await response.body?.cancel()
        return this.redirect(location, response.status === 307 ? 302 : response.status)
      }
      const status = options.status ?? response.status
      this.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (cacheable && status === 200) {
        const html = await response.text()
        cache.set(url, { status, html })
        return this.send(PageCache.fill(html, csrfToken, nonce))
      }
      return this.send(response.body ? await pageBody(response.body as import('node:stream/web').ReadableStream<Uint8Array>) : '')
    }

    app.decorateReply('renderPage', renderPage)
  },
  { name: 'ssr', dependencies: ['session', 'api-client', 'security'] },
)
