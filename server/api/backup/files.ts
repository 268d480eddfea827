import { cp, readdir, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'

/** Is `inner` inside `outer` (or the same)? The default BLOB_DIR lies inside PGlite's DATA_DIR. */
export function isInside(inner: string, outer: string): boolean {
  const path = relative(resolve(outer), resolve(inner))
  return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path))
}

/** Copies a directory tree, leaving out the paths `skip` names (absolute). */
export async function copyTree(from: string, to: string, skip: (path: string) => boolean = () => false) {
  await cp(from, to, { recursive: true, errorOnExist: false, force: true, filter: (source) => !skip(resolve(source)) })
}

/** How many files a tree holds and their bytes; a tree that does not exist holds none. */
export async function treeSize(dir: string): Promise<{ count: number; bytes: number }> {
  let entries: string[]
  try {
    entries = await readdir(dir, { recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { count: 0, bytes: 0 }
    throw error
  }
  let count = 0
  let bytes = 0
  for (const entry of entries) {
    const info = await stat(join(dir, entry))
    if (!info.isFile()) continue
    count++
    bytes += info.size
  }
  return { count, bytes }
}
