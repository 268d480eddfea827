import { useState, type FormEvent, type ReactNode } from 'react'
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

interface FormAnswer {
  redirectTo?: string
  message?: string
}

/**
 * A form that posts to the web server and works before any script has loaded; once the page is
 * hydrated it submits with fetch instead, so errors show in place without a reload.
 */
export function AuthForm({ action, csrfToken, flash, submitLabel, hidden = {}, children }: AuthFormProps) {
  const [error, setError] = useState(flash?.form === action ? flash.message : '')
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify(fields),
      })
      const answer = (await response.json().catch(() => ({}))) as FormAnswer
      if (!response.ok) return setError(answer.message ?? 'Something went wrong. Please try again.')
      if (answer.redirectTo) return window.location.assign(answer.redirectTo)
      setNotice(answer.message ?? '')
    } catch {
      setError('Cannot reach the server. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form method="post" action={action} onSubmit={submit} className="form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      {children}
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? 'Please wait…' : submitLabel}
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
