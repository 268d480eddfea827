import { redirect } from '@tanstack/react-router'
import type { User } from '#shared/auth/schema.ts'
import type { Role } from '#shared/auth/auth.ts'

export const STAFF_ROLES: readonly Role[] = ['staff', 'admin']
export const ADMIN_ROLES: readonly Role[] = ['admin']

/**
 * beforeLoad of the staff and admin screens: anyone else is sent home (a 302 on the server's
 * render). The API checks every call again; this only keeps the pages out of a student's way.
 */
export function requireRole(user: User, roles: readonly Role[]): void {
  if (!roles.includes(user.role)) throw redirect({ href: '/app/welcome', statusCode: 302 })
}
