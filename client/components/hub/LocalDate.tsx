import { useSyncExternalStore } from 'react'
import { dateFormat } from '../../lib/date-format.ts'

const subscribe = () => () => {}
/** False while the server renders and the page hydrates, true after: the two renders must agree. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )

/**
 * A date in the student's own time zone. The server does not know that zone, so the first render
 * (server and hydration alike) shows UTC and the browser then shows its local date.
 */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const hydrated = useHydrated()
  const format = dateFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  })
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>
}
