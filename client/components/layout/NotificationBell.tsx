import { useUiState } from '../ui-state/UiStateProvider.tsx'
import { fetchAhead } from '#client/lib/later-chunks.ts'
import { loadNotificationsPanel } from './notifications-panel-chunk.ts'

export function NotificationBell({ count }: { count: number }) {
  const { dispatch } = useUiState()
  const label = count === 1 ? 'Notifications, 1 unread' : `Notifications, ${count} unread`
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      onPointerEnter={() => fetchAhead(loadNotificationsPanel)}
      onFocus={() => fetchAhead(loadNotificationsPanel)}
      onClick={() => dispatch({ type: 'openDrawer', header: 'Notifications', bodyType: 'notifications' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && <span className="badge">{count > 99 ? '99+' : count}</span>}
    </button>
  )
}
