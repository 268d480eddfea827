import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  ForgotPasswordBody,
  LoginBody,
  MeResponse,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  SessionResponse,
} from '#shared/auth/schema.ts'
import { FORGOT_PASSWORD_MESSAGE } from './service.ts'

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, Type.Ref('ErrorResponse')]))
const noAuth = { security: [] }
/** Per address, for calls that cost a hash or a mail: generous for a class behind one school router. */
const perAddressLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create a student account and start a session',
        ...noAuth,
        body: RegisterBody,
        response: { 201: SessionResponse, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.auth.register(request.body)),
  )

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a bearer token',
        ...noAuth,
        body: LoginBody,
        response: { 200: SessionResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => app.auth.login(request.body, request.ip),
  )

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], summary: 'The user behind the token', response: { 200: MeResponse, ...errors(401) } },
    },
    async (request) => ({ user: request.user }),
  )

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], summary: 'Revoke this token at once', response: { 204: Type.Null(), ...errors(401) } },
    },
    async (request, reply) => {
      await app.auth.logout(request.sessionId)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/forgot-password',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (the same answer for unknown emails)',
        ...noAuth,
        body: ForgotPasswordBody,
        response: { 202: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await app.auth.forgotPassword(request.body.email)
      return reply.code(202).send({ message: FORGOT_PASSWORD_MESSAGE })
    },
  )

  app.post(
    '/reset-password',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token; every session of the user ends',
        ...noAuth,
        body: ResetPasswordBody,
        response: { 204: Type.Null(), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await app.auth.resetPassword(request.body, request.ip)
      return reply.code(204).send(null)
    },
  )
}
