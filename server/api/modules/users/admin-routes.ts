import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AdminUser, AdminUsersQuery, AdminUsersResponse, PatchUserBody } from '#shared/evaluation/schema.ts'
import { badRequest, notFound } from '../../errors.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { usersRepository, type UserRow } from './repository.ts'

export const adminUserView = (row: UserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  senior: row.senior,
  doubleMarked: row.doubleMarked,
  createdAt: row.createdAt.toISOString(),
})

/** The admin's Users page: find people and make them staff or students (issue 8). Admins only. */
export const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersRepository(app.database.db)
  const adminOnly = [app.authenticate, app.requireRole('admin')]

  app.get(
    '/api/admin/users',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Users whose name or email contains the query (at most 100), by name',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ items: (await users.search(request.query.query?.trim() ?? '')).map(adminUserView) }),
  )

  app.patch(
    '/api/admin/users/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Make a user staff, or a student again',
        description: 'Admins are made by the operator (ADMIN_EMAIL, user:create): an admin’s role, one’s own included, is not changed here (400).',
        params: IdParams,
        body: PatchUserBody,
        response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = await users.findById(request.params.id)
      if (!target) throw notFound('No such user.')
      if (target.id === request.user.id) throw badRequest('You cannot change your own role.')
      if (target.role === 'admin') throw badRequest('An admin’s role cannot be changed here.')
      const updated = await users.setRole(target.id, request.body.role)
      if (!updated) throw notFound('No such user.')
      // Their open sessions pick up the new role at once, not when the session cache expires.
      app.auth.forgetUser(updated.id)
      return adminUserView(updated)
    },
  )
}
