import { Type, type Static } from '@sinclair/typebox'
import { ERROR_CODE_NAMES, ERROR_STATUS, type ErrorCode as Code } from '#shared/errors/error-codes.ts'
import { ERROR_DESCRIPTIONS } from '#shared/errors/error-descriptions.ts'

const codeList = ERROR_CODE_NAMES.map((code) => `- \`${code}\` (${ERROR_STATUS[code]}): ${ERROR_DESCRIPTIONS[code]}`).join('\n')

/** An error's stable code, one of ERROR_CODE_NAMES: what a program decides by. A plain enum, as OpenAPI shows it best. */
export const ErrorCode = Type.Unsafe<Code>({
  type: 'string',
  enum: ERROR_CODE_NAMES,
  description: `What went wrong, for programs: stable, never reworded (the message is for people and may be).\n\n${codeList}`,
})

/** Every error answer of the API host and the web server: what went wrong, in words a person can act on, and a code. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    code: ErrorCode,
    message: Type.String(),
  },
  { $id: 'ErrorResponse' },
)
export type ErrorResponse = Static<typeof ErrorResponse>
