import type { ReactNode } from 'react'
import { Dialog } from './Dialog.tsx'
import { useUiState } from './ui-state/UiStateProvider.tsx'

/** Bodies the shared modal can show, by bodyType; screens add theirs here. */
const MODAL_BODIES: Record<string, (extra: Record<string, unknown>) => ReactNode> = {
  message: (extra) => <p>{String(extra.message ?? '')}</p>,
}

/** The modal of the shared interface state (SPEC.md section 2): title, body type, size, extra. */
export function ModalHost() {
  const { state, dispatch } = useUiState()
  const { modal } = state
  const close = () => dispatch({ type: 'closeModal' })
  return (
    <Dialog
      open={modal.open}
      title={modal.title}
      size={modal.size}
      onClose={close}
      actions={
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      }
    >
      {MODAL_BODIES[modal.bodyType]?.(modal.extra)}
    </Dialog>
  )
}
