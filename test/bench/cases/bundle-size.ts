import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { AnyRoute } from '@tanstack/react-router'
import { routeTree } from '#client/router.tsx'
import { CLIENT_DIST, CLIENT_ENTRY, FORM_GUARD_ENTRY, chunksOf, readManifest } from '#web/plugins/assets.ts'
import type { BenchCase, Row } from '../runner.ts'

/**
 * Ceilings, in gzip KB: issue 19's for the page a student opens first, issue 34's for every exam
 * page (entry included). The exam pages miss theirs while every page hydrates with React DOM and
 * TanStack Router: those two alone measure about 94 KB (decision 0092), and the product stays on
 * React (decision 0097).
 */
const TARGETS: Record<string, number> = {
  'client/routes/auth/login-page.tsx': 60,
  'client/routes/listening/test-page.tsx': 100,
  'client/routes/reading/test-page.tsx': 100,
  'client/routes/writing/test-page.tsx': 100,
  'client/routes/speaking/test-page.tsx': 100,
  'client/routes/speaking/mock-speaking-page.tsx': 100,
  'client/routes/mock/test-page.tsx': 100,
}

/**
 * The entry's ceiling, in gzip KB: the frameworks' 94 KB and the little every page needs besides
 * (the document, the route tree, the logged-in frame, the API client), as decision 0092 left it: a
 * figure above it means something a single page needs has come back into the entry.
 */
const ENTRY_TARGET = 107

/** A row of the table: a figure and, when it has one, its ceiling and whether it is kept. */
const row = (figure: string, size: number, target: number | undefined): Row => ({
  figure,
  value: `${size.toFixed(1)} KB`,
  target: target === undefined ? '' : `<= ${target} KB`,
  ratio: '',
  status: target === undefined ? '' : size <= target ? 'ok' : 'missed',
})

interface Screen {
  /** The lazily loaded modules it shows: its layouts' and its own. */
  modules: string[]
  /** Served as HTML and CSS, with the form guard as its only script (decision 0070). */
  htmlOnly: boolean
}

/** Each route with a lazily loaded page, with what it loads. */
function screens(route: AnyRoute, above: Screen = { modules: [], htmlOnly: false }, found = new Map<string, Screen>()): Map<string, Screen> {
  const page = route.options.staticData?.page
  const screen = {
    modules: page ? [...above.modules, page] : above.modules,
    htmlOnly: above.htmlOnly || route.options.staticData?.htmlOnly === true,
  }
  const children = (route.children ?? []) as AnyRoute[]
  if (page && children.length === 0) found.set(page, screen)
  for (const child of Object.values(children)) screens(child, screen, found)
  return found
}

/**
 * The JavaScript a page needs, gzip as served: the entry with its imports, plus the chunks of the
 * route's lazily loaded modules (the site's frame, the page; the router loads them before
 * hydrating) with their imports; the form guard alone for a page served as HTML only. Read from
 * the build's manifest.
 */
export const bundleSizeCase: BenchCase = {
  name: 'page JavaScript size (gzip)',
  async run() {
    const manifest = await readManifest()
    const gzipSizes = new Map<string, number>()
    const gzipOf = async (file: string) => {
      if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(await readFile(join(CLIENT_DIST, file))).length)
      return gzipSizes.get(file)!
    }
    const kb = async (files: Set<string>) => {
      let total = 0
      for (const file of files) total += await gzipOf(file)
      return total / 1024
    }
    const entry = chunksOf(manifest, CLIENT_ENTRY)
    const rows: Row[] = [row('JS of every page: entry and its imports', await kb(entry), ENTRY_TARGET)]
    for (const [page, { modules, htmlOnly }] of [...screens(routeTree)].sort(([a], [b]) => a.localeCompare(b))) {
      // An HTML-only page (decision 0070) loads the form guard alone.
      const files = htmlOnly ? chunksOf(manifest, FORM_GUARD_ENTRY) : new Set(entry)
      if (!htmlOnly) for (const module of modules) chunksOf(manifest, module, files)
      rows.push(row(`JS of ${page.replace('client/routes/', '').replace(/-page\.tsx$/, '')}`, await kb(files), TARGETS[page]))
    }
    return rows
  },
}
