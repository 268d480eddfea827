import { getRouteApi } from '@tanstack/react-router'
import { AuthLayout } from '../../components/layout/AuthLayout.tsx'
import { safeNext } from '../../lib/public-paths.ts'
import { AuthForm, Field } from './-components/AuthForm.tsx'

const loginRoute = getRouteApi('/login')

/* The page itself, in its own module; served as HTML only (decision 0070), so its links are plain ones. */
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
        <a href="/forgot-password">Forgot password?</a>
        <span>
          New here? <a href="/register">Create an account</a>
        </span>
      </p>
    </AuthLayout>
  )
}
