import type { QueueItem } from './staff-types.ts'

/** "Typed letter", "Handwritten (photos)", "Role-play 2", and " · Mock test" when it came from a mock. */
export function whatText(item: Pick<QueueItem, 'mode' | 'mainCardNumber' | 'source'>): string {
  const what = item.mode === 'computer' ? 'Typed letter' : item.mode === 'paper' ? 'Handwritten (photos)' : `Role-play ${item.mainCardNumber ?? ''}`.trim()
  return item.source === 'mock' ? `${what} · Mock test` : what
}
