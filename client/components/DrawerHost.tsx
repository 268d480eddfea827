import { Suspense, useEffect, useRef } from 'react'
import { useUiState } from './ui-state/UiStateProvider.tsx'
import { NotificationsPanel } from './layout/notifications-panel-chunk.ts'

/** The right drawer of the shared interface state; its body is chosen by bodyType. */
export function DrawerHost() {
  const { state, dispatch } = useUiState()
  const ref = useRef<HTMLDialogElement>(null)
  const { drawer } = state
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (drawer.open && !element.open) element.showModal()
    if (!drawer.open && element.open) element.close()
  }, [drawer.open])
  const close = () => dispatch({ type: 'closeDrawer' })
  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-label={drawer.header || 'Panel'}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
    >
      {drawer.open && (
        <>
          <div className="drawer-header">
            <h2>{drawer.header}</h2>
            <button type="button" className="button button-quiet" onClick={close}>
              Close
            </button>
          </div>
          <div className="drawer-body">
            <Suspense fallback={<p role="status">Loading...</p>}>
              {drawer.bodyType === 'notifications' ? <NotificationsPanel /> : null}
            </Suspense>
          </div>
        </>
      )}
    </dialog>
  )
}
