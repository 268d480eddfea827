/**
 * The ceiling of a server-rendered page: TanStack Router rendering a page with nothing on it,
 * through the same stream handler as the product's pages (client/entry-server.tsx). What a
 * logged-in page costs beyond this is the product's own: its calls to the API host and its markup.
 */
import { createRootRoute, createRouter } from '@tanstack/react-router'
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'

const rootRoute = createRootRoute({
  component: () => (
    <html lang="en">
      <head>
        <title>Empty</title>
      </head>
      <body />
    </html>
  ),
})

export function renderEmptyPage(url: string): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'), { headers: { accept: 'text/html' } })
  const handler = createRequestHandler({ request, createRouter: () => createRouter({ routeTree: rootRoute }) })
  return handler(defaultStreamHandler)
}
