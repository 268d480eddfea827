import { getRouteApi } from '@tanstack/react-router'
import { EvaluationScreen } from './-components/EvaluationScreen.tsx'

const staffSubmissionRoute = getRouteApi('/authed/staff/submissions/$submissionId')

/** The evaluation screen, in its own chunk: only staff ever load it. */
export function StaffSubmission() {
  const { detail, loadedAt } = staffSubmissionRoute.useLoaderData()
  const { user, api, boot } = staffSubmissionRoute.useRouteContext()
  return <EvaluationScreen key={detail.item.id} detail={detail} user={user} api={api} csrfToken={boot.csrfToken} loadedAt={loadedAt} />
}
