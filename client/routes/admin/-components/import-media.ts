/**
 * The Import page's part of a test document: the media it names by relative path (as a test's
 * folder holds them beside test.json), matched to the files the admin chose, and the document
 * rewritten to the URLs the upload gave. The same fields as the server's content import.
 */
import { mediaTypeOfName } from '#shared/media/media-types.ts'

const MEDIA_FIELDS = new Set(['audioURL', 'imageUrl'])

const isUrl = (reference: string) => reference.startsWith('/') || /^https?:\/\//.test(reference)
const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path

function walk(value: unknown, visit: (value: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, visit))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, MEDIA_FIELDS.has(key) && typeof child === 'string' ? visit(child) : walk(child, visit)]),
  )
}

/** The relative media paths a document names, each once, in order. */
export function relativeMedia(document: unknown): string[] {
  const found = new Set<string>()
  walk(document, (reference) => {
    if (!isUrl(reference)) found.add(reference)
    return reference
  })
  return [...found]
}

/** Each reference's chosen file (by file name, "audio/part-a.mp3" is "part-a.mp3"), and those not chosen. */
export function matchMedia<F extends { name: string }>(references: readonly string[], files: readonly F[]) {
  const matched = new Map<string, F>()
  const missing: string[] = []
  for (const reference of references) {
    const file = files.find((candidate) => candidate.name === baseName(reference))
    if (file) matched.set(reference, file)
    else missing.push(reference)
  }
  return { matched, missing }
}

/** The document with each uploaded reference replaced by its URL. */
export const withMediaUrls = (document: unknown, urls: ReadonlyMap<string, string>): unknown => walk(document, (reference) => urls.get(reference) ?? reference)

/** The Content-Type to upload a file with: the browser's, else one from its extension. */
export const mediaType = (file: { name: string; type: string }): string => file.type || mediaTypeOfName(file.name) || 'application/octet-stream'
