/**
 * The few JSON Schema shapes the import's schemas use (GET /api/admin/test-schemas/{kind}), and
 * what the editor's form needs of them: a blank value to add, the variant a value is, a label.
 * The schema itself is the server's: the form asks for what publishing checks (decision 0075).
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null'
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  patternProperties?: Record<string, JsonSchema>
  const?: unknown
  maxLength?: number
  minItems?: number
  minimum?: number
  exclusiveMinimum?: number
  description?: string
  title?: string
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What "Add" puts in place: the required fields only, each blank, and an array's fewest items. */
export function blankOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.anyOf) return blankOf(schema.anyOf[0]!)
  switch (schema.type) {
    case 'object':
      if (schema.patternProperties) return {}
      return Object.fromEntries((schema.required ?? []).map((key) => [key, blankOf(schema.properties![key]!)]))
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => blankOf(schema.items!))
    case 'number':
    case 'integer':
      return schema.minimum ?? 0
    case 'boolean':
      return false
    default:
      return ''
  }
}

/**
 * The value with every required field in place, blank where it was missing, at any depth: what
 * the form shows is what a save sends, so the server's problems name the fields left to write.
 */
export function withBlanks(schema: JsonSchema, value: unknown): unknown {
  if (schema.anyOf) {
    const variant = schema.anyOf[variantIndex(schema.anyOf, value)]!
    return variant.type === 'object' ? withBlanks(variant, value) : value
  }
  if (schema.type === 'array' && Array.isArray(value) && schema.items) return value.map((item) => withBlanks(schema.items!, item))
  if (schema.type !== 'object' || !schema.properties || !isObject(value)) return value
  const filled: Record<string, unknown> = { ...value }
  for (const key of schema.required ?? []) if (filled[key] === undefined) filled[key] = blankOf(schema.properties[key]!)
  for (const [key, child] of Object.entries(filled)) {
    const property = schema.properties[key]
    if (property) filled[key] = withBlanks(property, child)
  }
  return filled
}

/** The literal fields of a variant (questionType: "noteCompletion"), which name it. */
const literalsOf = (schema: JsonSchema): [string, unknown][] =>
  Object.entries(schema.properties ?? {}).flatMap(([key, property]) => (property.const !== undefined ? [[key, property.const] as [string, unknown]] : []))

/** How well a value fits an object schema: its keys the schema knows, counted all the way down. */
function fit(schema: JsonSchema, value: unknown): number {
  if (!isObject(value) || !schema.properties) return 0
  let score = 0
  for (const [key, child] of Object.entries(value)) {
    const property = schema.properties[key]
    if (!property) score -= 1
    else if (property.const !== undefined) score += property.const === child ? 100 : -100
    else score += 1 + fit(property, child)
  }
  return score
}

/** Which of a union's variants a value is: by its literal fields, else by the shape it fits best. */
export function variantIndex(variants: JsonSchema[], value: unknown): number {
  let best = 0
  let bestScore = -Infinity
  for (const [i, variant] of variants.entries()) {
    const score = fit(variant, value)
    if (score > bestScore) [best, bestScore] = [i, score]
  }
  return best
}

/** A variant's name for its picker: its literal value ("noteCompletion"), else the fields that set it apart. */
export function variantLabel(variants: JsonSchema[], index: number): string {
  const variant = variants[index]!
  if (variant.title) return variant.title
  const [literal] = literalsOf(variant)
  if (literal) return labelOf(String(literal[1]))
  if (variant.const !== undefined) return String(variant.const)
  const own = distinctKeys(variants, index)
  return own.length > 0 ? `With ${own.map(labelOf).join(', ').toLowerCase()}` : `Form ${index + 1}`
}

/** The fields (at any depth, the shallowest first) that one variant has and the others lack. */
function distinctKeys(variants: JsonSchema[], index: number): string[] {
  const keysAt = (schema: JsonSchema, depth: number): string[] =>
    depth === 0 || !schema.properties
      ? []
      : Object.entries(schema.properties).flatMap(([key, child]) => [key, ...keysAt(child, depth - 1).map((inner) => `${key}.${inner}`)])
  for (const depth of [1, 2, 3]) {
    const others = new Set(variants.flatMap((variant, i) => (i === index ? [] : keysAt(variant, depth))))
    const own = keysAt(variants[index]!, depth).filter((key) => !others.has(key))
    if (own.length > 0) return own.slice(0, 2).map((key) => key.split('.').at(-1)!)
  }
  return []
}

const WORDS: Record<string, string> = { url: 'URL', id: 'id', mcq: 'MCQ', oet: 'OET' }

/** A field's label from its key: "audioURL" -> "Audio URL", "question_id" -> "Question id", "partA" -> "Part A". */
export function labelOf(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    // A single capital is a letter in its own right ("Part A"); other words are lower case.
    .map((word) => WORDS[word.toLowerCase()] ?? (/^[A-Z]$/.test(word) ? word : word.toLowerCase()))
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Where a problem is, as a person reads it: "/content/partA/mcqQuestions/0/options/1" -> "Part A › MCQ questions 1 › Options 2". */
export function placeOf(pointer: string): string {
  const segments = pointer.split('/').slice(1).map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
  const words: string[] = []
  for (const [i, segment] of segments.entries()) {
    if (segment === 'content' && i === 0) continue
    if (/^\d+$/.test(segment) && words.length > 0) words[words.length - 1] += ` ${Number(segment) + 1}`
    else words.push(i > 0 && segments[i - 1] === 'answerKey' ? segment : labelOf(segment))
  }
  return words.join(' › ') || 'The document'
}

/** A label inside a sentence ("Add reading text"), an acronym kept ("Add MCQ question"). */
export const lowerFirst = (label: string) => label.replace(/^[A-Z](?![A-Z])/, (letter) => letter.toLowerCase())


/** The fields that hold a media URL: they get an upload button and a player or a picture. */
export const MEDIA_KINDS: Record<string, 'audio' | 'image'> = { audioURL: 'audio', audioUrl: 'audio', imageUrl: 'image' }

/** A long text gets a text area; a short one, and a media file's URL, a line. */
export const isLongText = (schema: JsonSchema, key: string) => !(key in MEDIA_KINDS) && (schema.maxLength ?? 0) >= 2000

/** A short name for an array item in its heading: its first words of title, heading or question. */
export function itemSummary(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, 60)
  if (!isObject(value)) return ''
  for (const key of ['title', 'heading', 'mainHeading', 'extractName', 'question', 'label', 'setting', 'text', 'question_id']) {
    const text = value[key]
    if (typeof text === 'string' && text.trim() !== '') return text.trim().slice(0, 60)
  }
  // Deeper, but not a media file's URL, which names nothing a person wrote.
  for (const [key, child] of Object.entries(value)) {
    if (key in MEDIA_KINDS) continue
    const inner = itemSummary(child)
    if (inner) return inner
  }
  return ''
}
