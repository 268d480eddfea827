import { getRouteApi } from '@tanstack/react-router'
import { QueuePage } from './-components/QueuePage.tsx'
import { useRefreshWhileOpen } from './-components/use-refresh-while-open.ts'

const staffRoute = getRouteApi('/authed/staff')

/** The queue screen, in its own chunk: only staff ever load it. */
export function StaffQueue() {
  useRefreshWhileOpen(staffRoute.id)
  const { queue, loadedAt } = staffRoute.useLoaderData()
  return <QueuePage queue={queue} loadedAt={loadedAt} search={staffRoute.useSearch()} />
}
