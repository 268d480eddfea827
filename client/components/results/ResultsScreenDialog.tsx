import type { ReactNode } from 'react'
import { Dialog } from '../Dialog.tsx'
import { LocalDateTime } from '../review/LocalDateTime.tsx'

interface ResultsScreenDialogProps {
  open: boolean
  title: string
  size?: 'md' | 'lg'
  onClose: () => void
  /** The attempt's time, with its lead ("Submitted"): the dialog then shows one attempt's details. */
  dated?: { iso: string; lead?: string }
  className?: string
  children: ReactNode
}

/** A dialog of a results screen: one attempt's details or a chart, closed with its Close button. */
export function ResultsScreenDialog({ open, title, size = 'lg', onClose, dated, className, children }: ResultsScreenDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      size={size}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      {dated ? (
        <div className={className ? `attempt-details ${className}` : 'attempt-details'}>
          <p className="attempt-details-date">
            {dated.lead && `${dated.lead} `}
            <LocalDateTime iso={dated.iso} />
          </p>
          {children}
        </div>
      ) : (
        children
      )}
    </Dialog>
  )
}
