import { Link } from '@tanstack/react-router'
import { AuthLayout } from '../../components/layout/AuthLayout.tsx'
import { safeNext } from '../../lib/public-paths.ts'
import { AuthForm, Field } from './-components/AuthForm.tsx'
import { loginRoute } from './login.tsx'

/* The page itself, in its own chunk: the router loads it before hydrating (client/router.tsx). */
export function LoginPage() {
  const { boot } = loginRoute.useRouteContext()
  const { next, reset } = loginRoute.useSearch()
  const flash = boot.flash?.form === '/login' ? boot.flash : undefined
  return (
    <AuthLayout title="Log in">
      {reset && (
        <p className="form-notice" role="status">
          Your password has been changed. Please log in with the new one.
        </p>
      )}
      <AuthForm action="/login" csrfToken={boot.csrfToken} flash={flash} submitLabel="Log in" hidden={{ next: safeNext(next) }}>
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={flash?.values.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
      </AuthForm>
      <p className="auth-links">
        <Link to="/forgot-password">Forgot password?</Link>
        <span>
          New here? <Link to="/register">Create an account</Link>
        </span>
      </p>
    </AuthLayout>
  )
}
