import { createRoute, redirect } from '@tanstack/react-router'
import { rootRoute } from './root.tsx'

/** SPEC.md section 2: any other path goes to /app/welcome with a session, otherwise to /login. */
const homeFor = (loggedIn: boolean) => (loggedIn ? '/app/welcome' : '/login')

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    throw redirect({ href: homeFor(Boolean(context.boot.user)), statusCode: 302 })
  },
})

export const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ context }) => {
    throw redirect({ href: homeFor(Boolean(context.boot.user)), statusCode: 302 })
  },
})
