import { getRouteApi } from '@tanstack/react-router'
import { AuthLayout } from '../../components/layout/AuthLayout.tsx'
import { AuthForm, Field } from './-components/AuthForm.tsx'

const forgotPasswordRoute = getRouteApi('/forgot-password')

/* The page itself, in its own module; served as HTML only (decision 0070), so its links are plain ones. */
export function ForgotPasswordPage() {
  const { boot } = forgotPasswordRoute.useRouteContext()
  const { sent } = forgotPasswordRoute.useSearch()
  const flash = boot.flash?.form === '/forgot-password' ? boot.flash : undefined
  return (
    <AuthLayout title="Reset your password">
      {sent ? (
        <p className="form-notice" role="status">
          If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.
        </p>
      ) : (
        <>
          <p>Enter the email you registered with and we will send you a link to choose a new password.</p>
          <AuthForm action="/forgot-password" csrfToken={boot.csrfToken} flash={flash} submitLabel="Send reset link">
            <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={flash?.values.email} />
          </AuthForm>
        </>
      )}
      <p className="auth-links">
        <a href="/login">Back to log in</a>
      </p>
    </AuthLayout>
  )
}
