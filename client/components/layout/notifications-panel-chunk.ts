import { laterChunk, laterComponent } from '#client/lib/later-chunks.ts'

/**
 * The notifications panel opens on a click, from any page: its chunk is fetched then, or as the
 * pointer or the keyboard reaches the bell, not with every page (decision 0092).
 */
export const loadNotificationsPanel = laterChunk(() => import('./NotificationsPanel.tsx').then((module) => module.NotificationsPanel))
export const NotificationsPanel = laterComponent(loadNotificationsPanel)
