import { useSyncExternalStore } from 'react'
import { dateFormat } from '../../lib/date-format.ts'

const noSubscription = () => () => {}

/**
 * A date and time in the reader's own time zone. The server cannot know that zone, so the page
 * is rendered (and hydrated) in UTC, marked as such, and switches to local time in the browser
 * right after hydration: no mismatch, and never a wrong hour shown without its zone.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return <>{iso}</>
  const format = dateFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(inBrowser ? {} : { timeZone: 'UTC' }),
  })
  return <time dateTime={iso}>{format.format(date) + (inBrowser ? '' : ' UTC')}</time>
}
