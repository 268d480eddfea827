import { Type, type Static } from '@sinclair/typebox'

/** Every error answer of the API host: what went wrong, in words a person can act on. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { $id: 'ErrorResponse' },
)
export type ErrorResponse = Static<typeof ErrorResponse>
