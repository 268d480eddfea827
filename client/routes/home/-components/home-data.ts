import type { MyAttempt } from '#shared/progress/schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import type { ApiFetch } from '../../../lib/api.ts'

/** What the welcome page and the dashboard load: my attempts, my writing and speaking submissions, and when they were read. */
export interface HomeData {
  attempts: MyAttempt[]
  /** Evaluated skills: their cards show the latest evaluation as soon as staff save it. */
  submissions: { writing: Submission[]; speaking: Submission[] }
  loadedAt: number
}

export async function loadHomeData(api: ApiFetch): Promise<HomeData> {
  const [attempts, writing, speaking] = await Promise.all([
    api<MyAttempt[]>('/api/me/attempts'),
    api<Submission[]>('/api/writing-tests/student/results'),
    api<Submission[]>('/api/speaking-tests/student/results'),
  ])
  return { attempts, submissions: { writing, speaking }, loadedAt: Date.now() }
}
