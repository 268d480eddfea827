import type { ReactNode } from 'react'
import type { FormFlash } from '../../../lib/boot.ts'

interface AuthFormProps {
  /** The form's name and the web server's path it posts to. */
  action: '/login' | '/register' | '/forgot-password' | '/reset-password'
  csrfToken: string
  flash?: FormFlash | undefined
  submitLabel: string
  hidden?: Record<string, string>
  children: ReactNode
}

/**
 * A plain HTML form that posts to the web server. The auth pages load no app (decision 0070), only
 * the form guard that sends it once: the server answers with a redirect, or shows the page again
 * with the error and what was typed.
 */
export function AuthForm({ action, csrfToken, flash, submitLabel, hidden = {}, children }: AuthFormProps) {
  const error = flash?.form === action ? flash.message : ''
  return (
    <form method="post" action={action} className="form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {children}
      <button type="submit" className="button button-block">
        {submitLabel}
      </button>
    </form>
  )
}

export function Field({
  label,
  name,
  type = 'text',
  autoComplete,
  defaultValue,
  minLength,
  hint,
}: {
  label: string
  name: string
  type?: string
  autoComplete: string
  defaultValue?: string | undefined
  minLength?: number
  hint?: string
}) {
  const hintId = hint ? `${name}-hint` : undefined
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        minLength={minLength}
        maxLength={type === 'password' ? 128 : 254}
        aria-describedby={hintId}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
