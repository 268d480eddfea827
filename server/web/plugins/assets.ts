import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { APP_ROOT } from '../../common/app-root.ts'

export interface PageAssets {
  scripts: string[]
  styles: string[]
}

export const CLIENT_DIST = `${join(APP_ROOT, 'dist', 'client')}/`
const CLIENT_ENTRY = 'client/entry-client.tsx'

/** The hashed script and stylesheet of the built client, from Vite's manifest. */
export async function builtAssets(): Promise<PageAssets> {
  let manifest: Record<string, { file: string; css?: string[] }>
  try {
    manifest = JSON.parse(await readFile(`${CLIENT_DIST}.vite/manifest.json`, 'utf8'))
  } catch {
    throw new Error('The client is not built: run `npm run build` (or `npm run setup`) before starting the web server.')
  }
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`Vite's manifest has no entry for ${CLIENT_ENTRY}: run \`npm run build\` again.`)
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`) }
}

/** In development Vite serves the sources with hot reload; the preamble lets React Refresh attach. */
export const devAssets: PageAssets = {
  scripts: ['/__dev/react-refresh-preamble.js', '/@vite/client', `/${CLIENT_ENTRY}`],
  styles: [],
}

export const REACT_REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh'
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true
`
