import { staffSubmissionRoute } from './routes.tsx'
import { EvaluationScreen } from './-components/EvaluationScreen.tsx'

/** The evaluation screen, in its own chunk: only staff ever load it. */
export function StaffSubmission() {
  const { detail, loadedAt } = staffSubmissionRoute.useLoaderData()
  const { user, api, boot } = staffSubmissionRoute.useRouteContext()
  return <EvaluationScreen key={detail.item.id} detail={detail} user={user} api={api} csrfToken={boot.csrfToken} loadedAt={loadedAt} />
}
