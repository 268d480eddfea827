import { Type } from '@sinclair/typebox'

/** Error answers for a route's OpenAPI description, all `{statusCode, error, message}`. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, Type.Ref('ErrorResponse')]))

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
export const TestIdParams = Type.Object({ testId: Type.String({ format: 'uuid' }) })
