import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { BlobStore } from '../../blob/store.ts'

/** Fields of test content that name a media file (SPEC.md section 3). */
const MEDIA_FIELDS = new Set(['audioURL', 'imageUrl'])
export const MEDIA_URL_PREFIX = '/api/media/'
const MEDIA_FILE = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/

/** The blob key behind a media URL's file name, or null if the name is not one we issue. */
export const mediaKey = (file: string): string | null => (MEDIA_FILE.test(file) ? `media/${file}` : null)

/** Every media reference in a test's content, wherever it sits. */
export function mediaReferences(content: unknown): string[] {
  const found: string[] = []
  walk(content, (key, value) => {
    if (MEDIA_FIELDS.has(key)) found.push(value)
    return value
  })
  return found
}

/**
 * Stores the files a document names by relative path (beside the document on disk) and rewrites
 * each reference to its URL. Files are named by content, so importing twice stores nothing new.
 */
export async function storeDocumentMedia<T>(content: T, baseDir: string, blobs: BlobStore): Promise<T> {
  const paths = new Map<string, string>()
  for (const reference of mediaReferences(content)) {
    if (paths.has(reference) || isUrl(reference)) continue
    const path = resolve(baseDir, reference)
    if (!path.startsWith(resolve(baseDir) + sep)) throw new Error(`Media path ${reference} leaves the document's folder.`)
    // Every file is found before any is stored, so that a refused document leaves nothing behind.
    if (!(await stat(path).catch(() => null))?.isFile()) throw new Error(`Media file ${reference} was not found beside the document.`)
    paths.set(reference, path)
  }
  const urls = new Map<string, string>()
  for (const [reference, path] of paths) {
    const bytes = await readFile(path)
    const file = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${extname(path).toLowerCase()}`
    if (!(await blobs.stat(`media/${file}`))) await blobs.put(`media/${file}`, bytes, '')
    urls.set(reference, MEDIA_URL_PREFIX + file)
  }
  return walk(content, (_key, value) => urls.get(value) ?? value) as T
}

const isUrl = (reference: string) => reference.startsWith('/') || /^https?:\/\//.test(reference)

/** Copies a JSON value, passing each media field's string through `visit`. */
function walk(value: unknown, visit: (key: string, value: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, visit))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      MEDIA_FIELDS.has(key) && typeof child === 'string' ? visit(key, child) : walk(child, visit),
    ]),
  )
}
