import type { MyAttempt, MyHomeResponse } from '#shared/progress/schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import type { ApiFetch } from '../../../lib/api.ts'

/** What the welcome page and the dashboard load: my attempts, my writing and speaking submissions, and when they were read. */
export interface HomeData {
  attempts: MyAttempt[]
  /** Evaluated skills: their cards show the latest evaluation as soon as staff save it. */
  submissions: { writing: Submission[]; speaking: Submission[] }
  loadedAt: number
}

/** GET /api/me/home: the three in one call (decision 0098). */
export async function loadHomeData(api: ApiFetch): Promise<HomeData> {
  const { attempts, submissions } = await api<MyHomeResponse>('/api/me/home')
  return { attempts, submissions, loadedAt: Date.now() }
}
