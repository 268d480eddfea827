import { Dialog } from '#client/components/Dialog.tsx'
import { SPEAKING_TEXTS } from './texts.ts'

export interface Refused {
  part: number
  reason: string
}

interface PartialDialogProps {
  /** The parts the server refused in the last batch, or null when there is nothing to say. */
  refused: readonly Refused[] | null
  order: readonly number[]
  /** OK: the student goes to the first part refused, to record or choose it again. */
  onOk(): void
}

/** After a batch in which the server refused some parts: which parts are with staff, which are not and why. */
export function PartialDialog({ refused, order, onOk }: PartialDialogProps) {
  const reasons = new Map((refused ?? []).map((item) => [item.part, item.reason]))
  return (
    <Dialog
      open={refused !== null}
      title={SPEAKING_TEXTS.partialTitle}
      size="sm"
      onClose={onOk}
      actions={
        <button type="button" className="button" onClick={onOk}>
          {SPEAKING_TEXTS.ok}
        </button>
      }
    >
      <div role="alert">
        <p>{SPEAKING_TEXTS.partialIntro}</p>
        <ul className="sp-parts-list">
          {order.map((part) => (
            <li key={part} className={`sp-part-state sp-part-${reasons.has(part) ? 'refused' : 'sent'}`}>
              {SPEAKING_TEXTS.partState(part, reasons.has(part) ? SPEAKING_TEXTS.stateRefused(reasons.get(part)!) : SPEAKING_TEXTS.stateSent)}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
