import { useEffect, useState } from 'react'
import { SESSION_EXPIRED_EVENT } from '../lib/api.ts'
import { Dialog } from './Dialog.tsx'

/**
 * SPEC.md section 8: a "Token expired" answer (or "Please log in.": the session cookie went, in
 * another tab or by expiry) sends the student to log in again. Answers kept in
 * the browser are left where they are, so nothing typed is lost; the attempt resumes after login.
 */
export function SessionExpiredDialog() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const show = () => setOpen(true)
    window.addEventListener(SESSION_EXPIRED_EVENT, show)
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, show)
  }, [])
  const toLogin = () => {
    const next = window.location.pathname + window.location.search
    window.location.assign(`/login?next=${encodeURIComponent(next)}`)
  }
  return (
    <Dialog
      open={open}
      title="Session expired"
      blocking
      actions={
        <button type="button" className="button" onClick={toLogin} data-autofocus>
          OK
        </button>
      }
    >
      <p role="alert">Session expired. Please log in again.</p>
      <p>Anything you typed is kept on this device and is saved once you have logged in.</p>
    </Dialog>
  )
}
