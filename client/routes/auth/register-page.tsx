import { getRouteApi } from '@tanstack/react-router'
import { AuthLayout } from '../../components/layout/AuthLayout.tsx'
import { AuthForm, Field } from './-components/AuthForm.tsx'

const registerRoute = getRouteApi('/register')

/* The page itself, in its own module; served as HTML only (decision 0070), so its links are plain ones. */
export function RegisterPage() {
  const { boot } = registerRoute.useRouteContext()
  const flash = boot.flash?.form === '/register' ? boot.flash : undefined
  return (
    <AuthLayout title="Create your account">
      <AuthForm action="/register" csrfToken={boot.csrfToken} flash={flash} submitLabel="Create account">
        <Field label="Full name" name="name" autoComplete="name" defaultValue={flash?.values.name} />
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={flash?.values.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          hint="At least 8 characters. A phrase of a few words is easy to remember and hard to guess."
        />
      </AuthForm>
      <p className="auth-links">
        <span>
          Already have an account? <a href="/login">Log in</a>
        </span>
      </p>
    </AuthLayout>
  )
}
