import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder the product is installed in: the nearest one above this file that holds
 * package.json. The same whether the server runs from its sources (server/common/) or from the
 * build (dist/server/), so files beside the code (content/, the built client, the migrations)
 * are found from either.
 */
export const APP_ROOT = findAppRoot(dirname(fileURLToPath(import.meta.url)))

function findAppRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}: the product's files are not where it runs`)
  }
}
