import { Type, type SchemaOptions } from '@sinclair/typebox'

/** A schema for one of a list of strings, typed as that union (Type.Union over a map loses it). */
export const literalUnion = <const T extends readonly string[]>(values: T, options?: SchemaOptions) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value)), options))
