import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { ROLES } from '#shared/auth/auth.ts'

export const Email = Type.String({ format: 'email', maxLength: 254 })
/** Length is checked by the auth service so the answer can say what is wrong in words. */
export const Password = Type.String({ maxLength: 1024 })

export const User = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  role: literalUnion(ROLES),
  /** Accommodations an admin set (issue 37): present only when given. */
  extraTimePercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  textSize: Type.Optional(literalUnion(['large', 'larger'] as const)),
})
export type User = Static<typeof User>

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    email: Email,
    password: Password,
  },
  { additionalProperties: false },
)
export type RegisterBody = Static<typeof RegisterBody>

export const LoginBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBody>

export const SessionResponse = Type.Object({
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  user: User,
})
export type SessionResponse = Static<typeof SessionResponse>

export const MeResponse = Type.Object({ user: User })

export const ForgotPasswordBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
)
export const MessageResponse = Type.Object({ message: Type.String() })

export const ResetPasswordBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: Password },
  { additionalProperties: false },
)
export type ResetPasswordBody = Static<typeof ResetPasswordBody>
