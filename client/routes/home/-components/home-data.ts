import type { MyAttempt } from '#shared/contracts/progress.ts'
import type { ApiFetch } from '../../../lib/api.ts'

/** What the welcome page and the dashboard load: my attempts, and when they were read. */
export interface HomeData {
  attempts: MyAttempt[]
  loadedAt: number
}

export async function loadHomeData(api: ApiFetch): Promise<HomeData> {
  return { attempts: await api<MyAttempt[]>('/api/me/attempts'), loadedAt: Date.now() }
}
