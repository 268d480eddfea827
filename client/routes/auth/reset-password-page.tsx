import { getRouteApi } from '@tanstack/react-router'
import { AuthLayout } from '../../components/layout/AuthLayout.tsx'
import { AuthForm, Field } from './-components/AuthForm.tsx'

const resetPasswordRoute = getRouteApi('/reset-password')

/* The page itself, in its own module; served as HTML only (decision 0070), so its links are plain ones. */
export function ResetPasswordPage() {
  const { boot } = resetPasswordRoute.useRouteContext()
  const { token } = resetPasswordRoute.useSearch()
  const flash = boot.flash?.form === '/reset-password' ? boot.flash : undefined
  return (
    <AuthLayout title="Choose a new password">
      {token ? (
        <AuthForm action="/reset-password" csrfToken={boot.csrfToken} flash={flash} submitLabel="Save new password" hidden={{ token }}>
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            hint="At least 8 characters. Every device signed in to your account will be signed out."
          />
        </AuthForm>
      ) : (
        <p className="form-error" role="alert">
          This reset link is incomplete. Please open the link from the email again, or ask for a new one.
        </p>
      )}
      <p className="auth-links">
        <a href="/forgot-password">Ask for a new link</a>
        <a href="/login">Back to log in</a>
      </p>
    </AuthLayout>
  )
}
