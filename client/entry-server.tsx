import { renderToString } from 'react-dom/server'
import {
  RouterServer,
  createRequestHandler,
  defaultStreamHandler,
  defineHandlerCallback,
  getSsrStatus,
} from '@tanstack/react-router/ssr/server'
import { createAppRouter, showsHtmlOnlyPage } from './router.tsx'
import type { RouterContext } from './router-context.ts'

/**
 * An HTML-only page (decision 0070) in one piece, without the stream handler: that handler adds
 * the router's state for hydration as an inline script, even to a page that has no <Scripts />.
 */
const htmlOnlyHandler = defineHandlerCallback(
  ({ router, responseHeaders }) =>
    new Response(`<!DOCTYPE html>${renderToString(<RouterServer router={router} />)}`, { status: getSsrStatus(router), headers: responseHeaders }),
)

/** Renders one request to a streamed HTML response (or the redirect the route gate decided). */
export function render(request: Request, context: RouterContext): Promise<Response> {
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter(context) })
  return handler((ctx) => (showsHtmlOnlyPage(ctx.router) ? htmlOnlyHandler(ctx) : defaultStreamHandler(ctx)))
}
