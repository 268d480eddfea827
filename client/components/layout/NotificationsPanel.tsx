import { useEffect, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { LocalDateTime } from '../review/LocalDateTime.tsx'
import { useUiState } from '../ui-state/UiStateProvider.tsx'
import { loadNotifications, markAllRead, markRead, type NotificationItem, type NotificationList } from './notifications.ts'

/**
 * The bell's list, in the right drawer: loaded fresh when it opens. Opening a notification marks
 * it read and goes to its link; the drawer (a modal dialog) closes with Escape.
 */
export function NotificationsPanel() {
  const router = useRouter()
  const api = router.options.context.api
  const navigate = useNavigate()
  const { dispatch } = useUiState()
  const [list, setList] = useState<NotificationList | null | 'loading'>('loading')

  useEffect(() => {
    let live = true
    void loadNotifications(api).then((answer) => {
      if (!live) return
      setList(answer)
      if (answer) dispatch({ type: 'notificationCount', count: answer.unread })
    })
    return () => {
      live = false
    }
  }, [api, dispatch])

  if (list === 'loading') return <p role="status">Loading notifications...</p>
  if (list === null) return <p role="alert">The notifications could not be loaded. Please try again.</p>
  if (list.items.length === 0) return <p>No notifications yet.</p>

  const open = async (item: NotificationItem) => {
    if (!item.readAt) {
      await markRead(api, item.id).catch(() => undefined)
      dispatch({ type: 'notificationCount', count: Math.max(0, list.unread - 1) })
    }
    dispatch({ type: 'closeDrawer' })
    if (item.link) await navigate({ href: item.link })
  }
  const readAll = async () => {
    await markAllRead(api).catch(() => undefined)
    const now = new Date().toISOString()
    setList({ unread: 0, items: list.items.map((item) => ({ ...item, readAt: item.readAt ?? now })) })
    dispatch({ type: 'notificationCount', count: 0 })
    void router.invalidate()
  }

  return (
    <div className="notifications">
      {list.unread > 0 && (
        <button type="button" className="button button-quiet notifications-all" onClick={() => void readAll()}>
          Mark all as read
        </button>
      )}
      <ul className="notifications-list">
        {list.items.map((item) => (
          <li key={item.id}>
            <button type="button" className={`notification${item.readAt ? '' : ' notification-unread'}`} onClick={() => void open(item)}>
              <span className="notification-title">
                {!item.readAt && <span className="notification-new">New: </span>}
                {item.title}
              </span>
              <span className="notification-body">{item.body}</span>
              <span className="notification-date">
                <LocalDateTime iso={item.createdAt} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
