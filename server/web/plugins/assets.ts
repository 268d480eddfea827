import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { APP_ROOT } from '../../common/app-root.ts'

export interface PageAssets {
  scripts: string[]
  styles: string[]
  /** The only script of the HTML-only pages: each form sent once (decision 0070). */
  formGuard: string
}

/**
 * The scripts a lazily loaded screen needs before it can hydrate, by the screen's module (a
 * route's `staticData.page`): the server names them in <link rel="modulepreload"> so the browser
 * fetches them beside the entry instead of after it.
 */
export type PagePreloads = Record<string, string[]>

export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

export const CLIENT_DIST = `${join(APP_ROOT, 'dist', 'client')}/`
export const CLIENT_ENTRY = 'client/entry-client.tsx'
export const FORM_GUARD_ENTRY = 'client/form-guard.ts'

export async function readManifest(): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(`${CLIENT_DIST}.vite/manifest.json`, 'utf8')) as Manifest
  } catch {
    throw new Error('The client is not built: run `npm run build` (or `npm run setup`) before starting the web server.')
  }
}

/** Every chunk a module needs before it runs: its own and its static imports', each once. */
export function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen)
  return seen
}

/** The hashed script and stylesheet of the built client, and each screen's preloads, from Vite's manifest. */
export async function builtAssets(): Promise<{ assets: PageAssets; preloads: PagePreloads }> {
  const manifest = await readManifest()
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`Vite's manifest has no entry for ${CLIENT_ENTRY}: run \`npm run build\` again.`)
  const formGuard = manifest[FORM_GUARD_ENTRY]
  if (!formGuard) throw new Error(`Vite's manifest has no entry for ${FORM_GUARD_ENTRY}: run \`npm run build\` again.`)
  const entryChunks = chunksOf(manifest, CLIENT_ENTRY)
  const preloads: PagePreloads = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue
    // The entry first: the largest file, which every page needs before it can hydrate. A phone
    // fetches six files at a time, so it would otherwise wait behind every chunk of the screen
    // (decision 0096). Then the entry's own imports, which the browser would find only once the
    // entry has arrived, and the screen's chunks.
    const files = new Set([entry.file, ...entryChunks, ...chunksOf(manifest, key)])
    preloads[key] = [...files].map((file) => `/${file}`)
  }
  return {
    assets: { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`), formGuard: `/${formGuard.file}` },
    preloads,
  }
}

/**
 * In development Vite serves the sources with hot reload; the preamble lets React Refresh attach.
 * The entry brings the styles in as it runs; the stylesheet's link is for the pages that load no
 * script (decision 0070), which Vite serves it to as plain CSS.
 */
export const devAssets: PageAssets = {
  scripts: ['/__dev/react-refresh-preamble.js', '/@vite/client', `/${CLIENT_ENTRY}`],
  styles: ['/client/styles.css'],
  formGuard: `/${FORM_GUARD_ENTRY}`,
}

export const REACT_REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh'
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true
`
