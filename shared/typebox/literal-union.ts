import { Type, type SchemaOptions, type TLiteral, type TUnion } from '@sinclair/typebox'

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> }

/** A schema for one of a list of strings, typed as that union (Type.Union over a map loses it). */
export const literalUnion = <const T extends readonly string[]>(values: T, options?: SchemaOptions) =>
  Type.Union(values.map((value) => Type.Literal(value)), options) as unknown as TUnion<Literals<T>>
