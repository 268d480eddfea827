/**
 * A sample test.json as the listening samples are written by hand: two-space indents, and each
 * object of only plain values that is an item of a list (a note, a blank, a key) on one line, so a
 * rewritten document differs from the old only where its data do.
 */
export function contentJson(value: unknown): string {
  return `${format(value, '')}\n`
}

const isFlat = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => v === null || typeof v !== 'object')

const oneLine = (value: Record<string, unknown>) =>
  `{ ${Object.entries(value).map(([key, v]) => `${JSON.stringify(key)}: ${JSON.stringify(v)}`).join(', ')} }`

function format(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return `[\n${value.map((item) => inner + (isFlat(item) ? oneLine(item) : format(item, inner))).join(',\n')}\n${indent}]`
  }
  return `{\n${Object.entries(value).map(([key, v]) => `${inner}${JSON.stringify(key)}: ${format(v, inner)}`).join(',\n')}\n${indent}}`
}
