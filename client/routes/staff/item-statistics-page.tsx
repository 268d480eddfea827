import { getRouteApi } from '@tanstack/react-router'
import { ItemStatisticsPage } from './-components/ItemStatisticsPage.tsx'

const staffItemStatisticsRoute = getRouteApi('/authed/staff/tests/$testId/statistics')

/** The item statistics screen, in its own chunk: only staff and admins ever load it. */
export function StaffItemStatistics() {
  return <ItemStatisticsPage statistics={staffItemStatisticsRoute.useLoaderData()} />
}
