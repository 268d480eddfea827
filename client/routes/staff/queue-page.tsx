import { staffRoute } from './routes.tsx'
import { QueuePage } from './-components/QueuePage.tsx'
import { useRefreshWhileOpen } from './-components/use-refresh-while-open.ts'

/** The queue screen, in its own chunk: only staff ever load it. */
export function StaffQueue() {
  useRefreshWhileOpen(staffRoute.id)
  const { queue, loadedAt } = staffRoute.useLoaderData()
  return <QueuePage queue={queue} loadedAt={loadedAt} search={staffRoute.useSearch()} />
}
