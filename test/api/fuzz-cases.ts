/**
 * Fuzz cases for one operation of the API host's OpenAPI document: a near-valid request built
 * from the operation's schemas (so the handler is reached), then that request spoiled one part at
 * a time: wrong types, missing fields, hostile and huge strings, deep nesting, wrong content
 * types, bad path and query values. Pure and deterministic: the same document gives the same cases.
 */

type Schema = Record<string, unknown> & {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  format?: string
  minLength?: number
  minimum?: number
  minItems?: number
}
interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  schema?: Schema
}
export interface OpenApiOperation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema: Schema }> }
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
  components?: { schemas?: Record<string, Schema> }
}

export interface FuzzRequest {
  params: Record<string, string>
  query: Record<string, string | string[]>
  headers: Record<string, string>
  contentType?: string
  payload?: string | Buffer
}
export interface FilePart {
  bytes: Buffer
  fileName: string
  type: string
}
/** A form's parts by name: text fields, and files (which are sent as they are, never spoiled). */
export type Form = Record<string, string | FilePart>

export interface FuzzCase {
  name: string
  request: FuzzRequest
}

/** What the cases need to know of the world: real ids, and the values a call must carry. */
export interface CaseContext {
  idFor(path: string, name: string): string
  /** A near-valid body for calls whose schema alone cannot give one (a real attempt, a document). */
  bodyFor(method: string, path: string): unknown
  /** The parts of a multipart call, with near-valid values; undefined when it takes none. */
  formFor(method: string, path: string): Form | undefined
}

const DEPTH = 5000
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`
const deepArray = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`
const DEEP = '__fuzz_deep__'

/** Strings that have broken servers: NUL, halves of a surrogate pair, direction marks, a megabyte. */
export const HOSTILE_STRINGS: Record<string, string> = {
  nul: 'a\u0000b',
  'lone high surrogate': 'x\ud83d',
  'lone low surrogate': '\udc00y',
  'rtl marks': '\u202eevil\u200f\u2066',
  'one megabyte': 'x'.repeat(1024 * 1024),
}
const WRONG_TYPES: Record<string, unknown> = { number: 12345, boolean: true, null: null, array: ['a'], object: { a: 'b' } }

/** Path values: hostile text as a browser would encode it, a wrong shape, too long, bad encoding. */
const PATH_VALUES: Record<string, string> = {
  nul: 'a%00b',
  'lone surrogate (CESU bytes)': 'x%ED%A0%BD',
  rtl: encodeURIComponent('\u202eevil'),
  'not an id': 'not-an-id',
  'too long': 'a'.repeat(500),
  'bad percent-encoding': '%E0%A4%A',
}

/** Whole bodies: not an object, nested too deep, not JSON, or not the content type the call reads. */
const WHOLE_BODIES: [string, string | undefined, string][] = [
  ['body null', 'application/json', 'null'],
  ['body a list', 'application/json', '[]'],
  ['body a string', 'application/json', '"text"'],
  ['body a number', 'application/json', '42'],
  ['body nested 5000 deep (objects)', 'application/json', deepObject],
  ['body nested 5000 deep (lists)', 'application/json', deepArray],
  ['body not JSON', 'application/json', '{"a": '],
  ['body empty with a JSON type', 'application/json', ''],
  ['body as text/plain', 'text/plain', 'hello'],
  ['body form-urlencoded', 'application/x-www-form-urlencoded', 'a=b&c=%00'],
  ['multipart without a boundary', 'multipart/form-data', 'garbage'],
  ['multipart with a boundary and garbage', 'multipart/form-data; boundary=xyz', 'garbage'],
  ['body with no content type', undefined, '{"a":1}'],
]

export function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema {
  let current = schema ?? {}
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    current = document.components?.schemas?.[current.$ref.split('/').pop()!] ?? {}
  }
  return current
}

/** A value the schema accepts, as small as it allows. */
function example(document: OpenApiDocument, raw: Schema | undefined, key: string): unknown {
  const schema = resolve(document, raw)
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  const choice = schema.anyOf ?? schema.oneOf
  if (choice) return example(document, choice[0], key)
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => example(document, part, key)) as object[])
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'string') {
    if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z'
    if (schema.format === 'email') return 'fuzz@example.test'
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
    return key === 'password' ? 'correct horse battery' : 'x'.repeat(Math.max(schema.minLength ?? 1, 1))
  }
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1
  if (type === 'boolean') return false
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => example(document, schema.items, key))
  if (type === 'object' || schema.properties) {
    return Object.fromEntries((schema.required ?? []).map((name) => [name, example(document, schema.properties?.[name], name)]))
  }
  return 'x'
}

const json = (value: unknown) => JSON.stringify(value).replace(`"${DEEP}"`, deepObject)

/** One multipart/form-data body, built by hand so that any byte can be sent; text fields first. */
export function formBody(form: Form): { contentType: string; payload: Buffer } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW'
  const entries = Object.entries(form).sort(([, a], [, b]) => Number(typeof a !== 'string') - Number(typeof b !== 'string'))
  const parts = entries.map(([name, value]) =>
    typeof value === 'string'
      ? Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      : Buffer.concat([
          Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${value.fileName}"\r\ncontent-type: ${value.type}\r\n\r\n`),
          value.bytes,
          Buffer.from('\r\n'),
        ]),
  )
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) }
}

export function casesFor(document: OpenApiDocument, method: string, path: string, context: CaseContext): FuzzCase[] {
  const operation = document.paths[path]![method]!
  const parameters = operation.parameters ?? []
  const params = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, context.idFor(path, p.name)]))
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema
  const body = context.bodyFor(method, path) ?? (bodySchema ? example(document, bodySchema, '') : undefined)
  const form = context.formFor(method, path)
  const base: FuzzRequest = {
    params,
    query: {},
    headers: {},
    ...(body !== undefined ? { contentType: 'application/json', payload: JSON.stringify(body) } : {}),
  }
  const cases: FuzzCase[] = [{ name: 'near-valid', request: base }]
  const add = (name: string, change: Partial<FuzzRequest>) => cases.push({ name, request: { ...base, ...change } })

  for (const name of Object.keys(params)) {
    for (const [label, value] of Object.entries(PATH_VALUES)) add(`path ${name}: ${label}`, { params: { ...params, [name]: value } })
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    for (const [label, value] of Object.entries(HOSTILE_STRINGS)) add(`query ${parameter.name}: ${label}`, { query: { [parameter.name]: value } })
    add(`query ${parameter.name}: repeated`, { query: { [parameter.name]: ['a', 'b'] } })
  }
  add('query: an unknown parameter with NUL', { query: { unknown: '\u0000' } })
  for (const parameter of parameters.filter((p) => p.in === 'header')) {
    for (const [label, value] of [['empty', ''], ['short', 'abc'], ['too long', 'k'.repeat(300)]]) add(`header ${parameter.name}: ${label}`, { headers: { [parameter.name]: value! } })
  }

  if (method !== 'get') {
    for (const [label, contentType, payload] of WHOLE_BODIES) add(label, contentType ? { contentType, payload } : { payload })
  }
  const schema = resolve(document, bodySchema)
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const fields = new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(body)])
    for (const field of fields) {
      const spoil = (label: string, value: unknown) => add(`body.${field}: ${label}`, { contentType: 'application/json', payload: json({ ...body, [field]: value }) })
      for (const [label, value] of Object.entries(HOSTILE_STRINGS)) spoil(label, value)
      for (const [label, value] of Object.entries(WRONG_TYPES)) spoil(label, value)
      spoil('nested 5000 deep', DEEP)
      const { [field]: _missing, ...without } = body as Record<string, unknown>
      add(`body.${field}: missing`, { contentType: 'application/json', payload: json(without) })
      // A map or an object inside: its entries (a key or a value) hostile too.
      const inner = (body as Record<string, unknown>)[field] ?? example(document, schema.properties?.[field], field)
      if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) {
        const key = Object.keys(inner)[0] ?? '1'
        for (const [label, value] of Object.entries(HOSTILE_STRINGS)) spoil(`entry ${key}: ${label}`, { ...inner, [key]: value })
        spoil('a key with NUL', { ...inner, 'k\u0000': 'v' })
        spoil('a key with a lone surrogate', { ...inner, 'k\ud83d': 'v' })
      }
    }
    add('body: an unknown field', { contentType: 'application/json', payload: json({ ...body, unknownField: 'x' }) })
  }
  if (form) {
    add('form: near-valid', formBody(form))
    for (const field of Object.keys(form).filter((name) => typeof form[name] === 'string')) {
      for (const [label, value] of Object.entries(HOSTILE_STRINGS)) add(`form ${field}: ${label}`, formBody({ ...form, [field]: value }))
      add(`form ${field}: JSON with NUL inside`, formBody({ ...form, [field]: JSON.stringify({ '1': 'a\u0000', '2': 'x\ud83d' }) }))
      add(`form ${field}: JSON nested 5000 deep`, formBody({ ...form, [field]: deepObject }))
    }
  }
  return cases
}
