import type { MyAttempt, MyHomeResponse, MyPlan } from '#shared/progress/schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import type { EvaluatorSpreads } from '#shared/progress/readiness.ts'
import type { ApiFetch } from '../../../lib/api.ts'

/** What the welcome page and the dashboard load: my attempts, my writing and speaking submissions, and when they were read. */
export interface HomeData {
  attempts: MyAttempt[]
  /** Evaluated skills: their cards show the latest evaluation as soon as staff save it. */
  submissions: { writing: Submission[]; speaking: Submission[] }
  loadedAt: number
  /** The week's plan: the dashboard's only. */
  plan: MyPlan | null
  /** How far evaluators differ, which the readiness ranges widen by: the dashboard's only. */
  evaluatorSpreads?: EvaluatorSpreads
}

/** GET /api/me/home: the three in one call (decision 0098), and the week's plan with them for the dashboard. */
export async function loadHomeData(api: ApiFetch, { withPlan = false } = {}): Promise<HomeData> {
  const { attempts, submissions, plan, evaluatorSpreads } = await api<MyHomeResponse>(withPlan ? '/api/me/home?include=plan' : '/api/me/home')
  return { attempts, submissions, loadedAt: Date.now(), plan: plan ?? null, ...(evaluatorSpreads ? { evaluatorSpreads } : {}) }
}
