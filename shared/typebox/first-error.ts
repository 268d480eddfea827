import type { TSchema } from '@sinclair/typebox'
import { Value, ValueErrorType, type ValueError, type ValueErrorIterator } from '@sinclair/typebox/value'

/** The first bad field of a value: its JSON pointer ('' for the whole value) and what is wrong. */
export type FieldError = { path: string; message: string }

type SchemaLike = { const?: unknown; properties?: Record<string, SchemaLike>; anyOf?: SchemaLike[] } & Record<
  string,
  unknown
>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The literal-valued properties of an object schema: its discriminators (kind, questionType). */
function literals(schema: SchemaLike): [string, unknown][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    'const' in property ? [[key, property.const] as [string, unknown]] : [],
  )
}

const depth = (path: string) => (path === '' ? 0 : path.split('/').length)

type Member = { schema: SchemaLike; errors: ValueErrorIterator | undefined }

/**
 * TypeBox reports a failed union as one error at the union's path. To name the field that is
 * actually wrong, descend into the member the value was meant to be: the member whose literal
 * discriminators (`kind`, `questionType`) match the value; failing that (the two listening
 * forms carry no tag), the member whose own first error lies deepest, i.e. that got furthest.
 * Answers the member with that first error, or the error itself when no member is meant.
 */
function meant(error: ValueError): { member: Member; first: FieldError } | { field: FieldError } {
  const members: Member[] = ((error.schema as SchemaLike).anyOf ?? []).map((schema, i) => ({ schema, errors: error.errors[i] }))
  if (members.every((member) => 'const' in member.schema)) {
    return { field: { path: error.path, message: `must be one of: ${members.map((m) => JSON.stringify(m.schema.const)).join(', ')}` } }
  }
  let candidates = members
  if (isObject(error.value)) {
    const value = error.value
    const matching = members.filter((member) => literals(member.schema).every(([key, v]) => value[key] === v))
    const [discriminator] = literals(members[0]?.schema ?? {})
    if (matching.length > 0) candidates = matching
    else if (discriminator && members.every((m) => literals(m.schema).some(([key]) => key === discriminator[0]))) {
      const key = discriminator[0]
      const allowed = members.flatMap((m) => literals(m.schema).filter(([k]) => k === key).map(([, v]) => JSON.stringify(v)))
      return {
        field: { path: `${error.path}/${key}`, message: key in value ? `must be one of: ${allowed.join(', ')}` : 'required field is missing' },
      }
    }
  }
  let best: { member: Member; first: FieldError } | undefined
  for (const member of candidates) {
    const first = member.errors?.First()
    if (!first) continue
    const found = descend(first)
    if (!best || depth(found.path) > depth(best.first.path)) best = { member, first: found }
  }
  return best ?? { field: { path: error.path, message: describe(error) } }
}

function descend(error: ValueError): FieldError {
  if (error.type !== ValueErrorType.Union) return { path: error.path, message: describe(error) }
  const found = meant(error)
  return 'field' in found ? found.field : found.first
}

/** Every error of a value, a failed union's taken from the member the value was meant to be. */
function* everyError(error: ValueError, prefix: string): Generator<FieldError> {
  if (error.type !== ValueErrorType.Union) {
    yield { path: prefix + error.path, message: describe(error) }
    return
  }
  const found = meant(error)
  if ('field' in found) {
    yield { path: prefix + found.field.path, message: found.field.message }
    return
  }
  // The member's errors again, whole (its first was used to choose it), under the union's path.
  for (const inner of Value.Errors(found.member.schema as TSchema, error.value)) yield* everyError(inner, prefix + error.path)
}

function describe(error: ValueError): string {
  const schema = error.schema as SchemaLike
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'required field is missing'
    case ValueErrorType.ObjectAdditionalProperties:
      return schema.patternProperties
        ? `"${error.path.split('/').at(-1) ?? ''}" is not a valid question id`
        : 'unknown field (check its spelling)'
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 ? 'must not be empty' : `must be at least ${String(schema.minLength)} characters`
    case ValueErrorType.ObjectMinProperties:
      return `needs at least ${String(schema.minProperties)} of its parts`
    case ValueErrorType.ArrayMinItems:
      return `needs at least ${String(schema.minItems)}`
    case ValueErrorType.StringPattern:
      return typeof schema.description === 'string' ? `must be a ${schema.description}` : error.message
    default:
      return error.message
  }
}

/** The first error of `value` against `schema`, in TypeBox's order, or null when it is valid. */
export function firstFieldError(schema: TSchema, value: unknown): FieldError | null {
  const first = Value.Errors(schema, value).First()
  return first ? descend(first) : null
}

/**
 * Every bad field of `value`, one problem per field (at most `max`), in TypeBox's order: what an
 * editor shows beside each field, where an import names only the first.
 */
export function fieldErrors(schema: TSchema, value: unknown, max = 100): FieldError[] {
  const found = new Map<string, FieldError>()
  for (const error of Value.Errors(schema, value)) {
    for (const field of everyError(error, '')) {
      if (!found.has(field.path)) found.set(field.path, field)
      if (found.size >= max) return [...found.values()]
    }
  }
  return [...found.values()]
}

/** A JSON pointer segment for a key ("~" and "/" escaped per RFC 6901). */
export function pointerSegment(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1')
}
