/** A field's place in the document, as segments and as the JSON pointer the server's problems name. */
export type Path = readonly (string | number)[]

export const pointerOf = (path: Path): string => path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')

/** An id for the field's input, from its pointer (ids allow no slashes in CSS selectors). */
export const fieldId = (pointer: string): string => `field${pointer.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`

/** The document with the value at `path` replaced (undefined removes an object's field). */
export function setAt(document: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  if (Array.isArray(document)) {
    const copy = [...document]
    copy[head as number] = setAt(copy[head as number], rest, value)
    return copy
  }
  const object = { ...((typeof document === 'object' && document !== null ? document : {}) as Record<string, unknown>) }
  const next = setAt(object[head as string], rest, value)
  if (next === undefined) delete object[head as string]
  else object[head as string] = next
  return object
}

/** The pointers of a field and of every field that holds it: what must be open to show it. */
export function ancestorsOf(pointer: string): string[] {
  const segments = pointer.split('/').slice(1)
  return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)
}
