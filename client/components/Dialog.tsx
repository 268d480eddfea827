import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { ModalSize } from './ui-state/reducer.ts'

interface DialogProps {
  open: boolean
  title: string
  onClose?: (() => void) | undefined
  size?: ModalSize
  children: ReactNode
  actions?: ReactNode
  /** A dialog the student must answer (no Escape, no backdrop close): time's up, submit results. */
  blocking?: boolean
}

/**
 * A modal on the native <dialog>: the browser traps focus inside it, makes the page behind inert,
 * and gives focus back to where it was when it closes. Opening it focuses the action marked
 * `data-autofocus` (React's autoFocus fires while the dialog is still closed, so showModal would
 * otherwise pick the first button), else the first focusable element; it opens at its title.
 */
export function Dialog({ open, title, onClose, size = 'md', children, actions, blocking = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // Without scrolling to it: a long dialog (the question navigator on a phone) opens at its title.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true })
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!blocking) onClose?.()
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <div className="dialog-body">{children}</div>
          {actions && <div className="dialog-actions">{actions}</div>}
        </>
      )}
    </dialog>
  )
}
