import t from 'tap'
import { closedDrawer, closedModal, initialUiState, uiReducer } from './reducer.ts'

t.test('the shared interface state starts as SPEC.md section 2 says', async (t) => {
  const state = initialUiState(0)
  t.equal(state.pageTitle, 'Home')
  t.equal(state.modal.size, 'md')
  t.same(state.modal, closedModal)
  t.same(state.drawer, closedDrawer)
})

t.test('a modal opens with size md by default and closing resets its contents', async (t) => {
  let state = uiReducer(initialUiState(0), { type: 'openModal', title: 'Saved', bodyType: 'message', extra: { message: 'ok' } })
  t.match(state.modal, { open: true, title: 'Saved', bodyType: 'message', size: 'md', extra: { message: 'ok' } })
  state = uiReducer(state, { type: 'closeModal' })
  t.same(state.modal, closedModal)
})

t.test('the right drawer closes to empty contents', async (t) => {
  let state = uiReducer(initialUiState(0), { type: 'openDrawer', header: 'Notifications', bodyType: 'notifications' })
  t.equal(state.drawer.header, 'Notifications')
  state = uiReducer(state, { type: 'closeDrawer' })
  t.same(state.drawer, closedDrawer)
})

t.test('notifications: message, status and counter', async (t) => {
  let state = uiReducer(initialUiState(3), { type: 'notify', message: 'Evaluated', status: 'success' })
  t.same(state.notification, { message: 'Evaluated', status: 'success' })
  state = uiReducer(uiReducer(state, { type: 'clearNotification' }), { type: 'notificationCount', count: 4 })
  t.equal(state.notification, null)
  t.equal(state.notificationCount, 4)
  t.equal(uiReducer(state, { type: 'pageTitle', title: 'Reading' }).pageTitle, 'Reading')
})
