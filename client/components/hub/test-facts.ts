import type { TestKind } from '#shared/test-kinds/test-kinds.ts'

/** "partB" -> "Part B"; a mock's section names are shown as they are. */
export const partLabel = (part: string): string => (/^part[A-Z]$/.test(part) ? `Part ${part.slice(4)}` : part)

/** The parts a test has, as a list under the heading "Parts": "A, B and C", "A and C" or "A". */
export function partsText(parts: readonly string[] | undefined): string | undefined {
  if (!parts || parts.length === 0) return undefined
  const letters = parts.map((part) => partLabel(part).replace(/^Part /, ''))
  return letters.length === 1 ? letters[0] : `${letters.slice(0, -1).join(', ')} and ${letters.at(-1)}`
}


const KIND_LABELS: Partial<Record<TestKind, string>> = {
  'oet-listening': 'OET listening',
  listening: 'General listening',
  'oet-reading': 'OET reading',
}
export const kindLabel = (kind: TestKind): string => KIND_LABELS[kind] ?? kind
