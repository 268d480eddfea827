import type { ApiFetch } from './lib/api.ts'
import type { BootData } from './lib/boot.ts'
import type { NotificationList } from './components/layout/notifications.ts'

/** What every route can reach: the page's boot data and the API. Made anew for each request. */
export interface RouterContext {
  boot: BootData
  api: ApiFetch
  /** The CSP nonce for inline scripts; only known on the server. */
  nonce?: string | undefined
  /** Each lazily loaded screen's scripts, by its module (a route's `staticData.page`); only on the server. */
  preloads?: Readonly<Record<string, readonly string[]>> | undefined
  /** The user's bell, read by the server with the user; only on the server (the client asks for it on each navigation). */
  bell?: NotificationList | undefined
}
