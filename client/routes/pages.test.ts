import t from 'tap'
import { existsSync } from 'node:fs'
import type { AnyRoute } from '@tanstack/react-router'
import { routeTree } from '../router.tsx'

function allRoutes(route: AnyRoute): AnyRoute[] {
  return [route, ...((route.children ?? []) as AnyRoute[]).flatMap(allRoutes)]
}

// The server preloads a screen's chunks by the module its route names (decision 0061): a lazily
// loaded component without its module, or naming another route's, would be fetched late.
t.test('every lazily loaded component names its own module, which exists', async (t) => {
  const pages: string[] = []
  for (const route of allRoutes(routeTree)) {
    const lazy = typeof (route.options.component as { preload?: unknown } | undefined)?.preload === 'function'
    const page = route.options.staticData?.page
    t.equal(lazy, page !== undefined, `${route.id}: a page module exactly when the component is lazy`)
    if (page === undefined) continue
    t.ok(existsSync(page), `${route.id}: ${page} exists`)
    pages.push(page)
  }
  t.equal(new Set(pages).size, pages.length, 'no two routes name the same module')
  t.ok(pages.length >= 23)
})

// The public forms are served as HTML only (decision 0070): they must never need a script, and a
// logged-in screen, which needs React, must never lose its bundle to the flag.
t.test('exactly the public form pages are HTML only', async (t) => {
  const htmlOnly = allRoutes(routeTree)
    .filter((route) => route.options.staticData?.htmlOnly === true)
    .map((route) => (route.options as { path?: string }).path)
    .sort()
  t.same(htmlOnly, ['/forgot-password', '/login', '/register', '/reset-password'])
})
