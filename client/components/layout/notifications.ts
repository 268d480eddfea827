import type { ApiFetch } from '#client/lib/api.ts'
import type { Notification, NotificationsResponse } from '#shared/evaluation/schema.ts'

/** GET /api/notifications: mine, newest first, with the unread count the header's bell shows. */
export type NotificationItem = Notification
export type NotificationList = NotificationsResponse

export const NOTIFICATIONS_PATH = '/api/notifications'

/**
 * The authed layout's loader: the count for every page. A failure here must not take the page
 * down with it, so it answers null and the bell keeps its last count.
 */
export const loadNotifications = (api: ApiFetch): Promise<NotificationList | null> => api<NotificationList>(NOTIFICATIONS_PATH).catch(() => null)

export const markRead = (api: ApiFetch, id: string) => api(`${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`, { method: 'POST' })
export const markAllRead = (api: ApiFetch) => api(`${NOTIFICATIONS_PATH}/read-all`, { method: 'POST' })
