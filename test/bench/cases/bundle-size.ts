import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CLIENT_DIST } from '#web/plugins/assets.ts'
import type { BenchCase, Row } from '../runner.ts'

interface ManifestChunk {
  file: string
  src?: string
  isDynamicEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const ENTRY = 'client/entry-client.tsx'
/** Issue 19's ceilings, in gzip KB, for the page a student opens first and an exam page. */
const TARGETS: Record<string, number> = {
  'client/routes/auth/login-page.tsx': 60,
  'client/routes/listening/test-page.tsx': 100,
}

/** Every chunk a module needs before it runs: itself and its static imports, each once. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen)
  return seen
}

/**
 * The JavaScript a page needs, gzip as served: the entry with its imports, plus the route's own
 * chunk (the router loads it before hydrating) with its imports. Read from the build's manifest.
 */
export const bundleSizeCase: BenchCase = {
  name: 'page JavaScript size (gzip)',
  async run() {
    const manifest = JSON.parse(await readFile(join(CLIENT_DIST, '.vite/manifest.json'), 'utf8')) as Manifest
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
    const entry = chunksOf(manifest, ENTRY)
    const rows: Row[] = [{ figure: 'JS of every page: entry and its imports', value: `${(await kb(entry)).toFixed(1)} KB`, target: '', ratio: '', status: '' }]
    const routes = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('client/routes/'))
    for (const [key] of routes.sort(([a], [b]) => a.localeCompare(b))) {
      const size = await kb(chunksOf(manifest, key, new Set(entry)))
      const target = TARGETS[key]
      rows.push({
        figure: `JS of ${key.replace('client/routes/', '').replace(/-page\.tsx$/, '')}`,
        value: `${size.toFixed(1)} KB`,
        target: target === undefined ? '' : `<= ${target} KB`,
        ratio: '',
        status: target === undefined ? '' : size <= target ? 'ok' : 'missed',
      })
    }
    return rows
  },
}
