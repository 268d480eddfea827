/** The shared interface state of SPEC.md section 2, as a pure reducer. */
export type NotificationStatus = 'info' | 'success' | 'warning' | 'error'
export type ModalSize = 'sm' | 'md' | 'lg'

export interface ModalState {
  open: boolean
  title: string
  bodyType: string
  size: ModalSize
  extra: Record<string, unknown>
}
export interface DrawerState {
  open: boolean
  header: string
  bodyType: string
  extra: Record<string, unknown>
}
export interface UiState {
  pageTitle: string
  notificationCount: number
  notification: { message: string; status: NotificationStatus } | null
  modal: ModalState
  drawer: DrawerState
}

export const closedModal: ModalState = { open: false, title: '', bodyType: '', size: 'md', extra: {} }
export const closedDrawer: DrawerState = { open: false, header: '', bodyType: '', extra: {} }

export const initialUiState = (notificationCount: number): UiState => ({
  pageTitle: 'Home',
  notificationCount,
  notification: null,
  modal: closedModal,
  drawer: closedDrawer,
})

export type UiAction =
  | { type: 'pageTitle'; title: string }
  | { type: 'notificationCount'; count: number }
  | { type: 'notify'; message: string; status: NotificationStatus }
  | { type: 'clearNotification' }
  | { type: 'openModal'; title: string; bodyType: string; size?: ModalSize; extra?: Record<string, unknown> }
  | { type: 'closeModal' }
  | { type: 'openDrawer'; header: string; bodyType: string; extra?: Record<string, unknown> }
  | { type: 'closeDrawer' }

export function uiReducer(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'pageTitle':
      return { ...state, pageTitle: action.title }
    case 'notificationCount':
      return { ...state, notificationCount: action.count }
    case 'notify':
      return { ...state, notification: { message: action.message, status: action.status } }
    case 'clearNotification':
      return { ...state, notification: null }
    case 'openModal':
      return {
        ...state,
        modal: { open: true, title: action.title, bodyType: action.bodyType, size: action.size ?? 'md', extra: action.extra ?? {} },
      }
    case 'closeModal':
      // Closing resets the contents, so the next modal never shows a stale body.
      return { ...state, modal: closedModal }
    case 'openDrawer':
      return { ...state, drawer: { open: true, header: action.header, bodyType: action.bodyType, extra: action.extra ?? {} } }
    case 'closeDrawer':
      return { ...state, drawer: closedDrawer }
  }
}
