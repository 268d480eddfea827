import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import { createAppRouter } from './router.tsx'
import type { RouterContext } from './router-context.ts'

/** Renders one request to a streamed HTML response (or the redirect the route gate decided). */
export function render(request: Request, context: RouterContext): Promise<Response> {
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter(context) })
  return handler(defaultStreamHandler)
}
