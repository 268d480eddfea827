import type { ApiFetch } from '#client/lib/api.ts'

/**
 * The server's clock as seen from this browser. Exam time is the server's (DESIGN.md section 5):
 * a timer shows the server's deadline minus the server's "now", estimated here as the local clock
 * plus an offset measured against GET /api/time. A wrong or changed device clock then cannot
 * stretch or shorten an exam.
 */
let offsetMs = 0

/** The server's "now" in milliseconds, as well as this browser can tell. */
export const serverNow = (): number => Date.now() + offsetMs

/** Takes the offset from a server timestamp received `roundTripMs` after the request left. */
export function adoptServerTime(serverIso: string, sentAt: number, receivedAt: number): void {
  const server = Date.parse(serverIso)
  if (Number.isFinite(server)) offsetMs = server - (sentAt + receivedAt) / 2
}

/** Measures the offset again; a failure keeps the last one (a phone that lost its signal). */
export async function syncServerClock(api: ApiFetch): Promise<void> {
  const sentAt = Date.now()
  try {
    const { now } = await api<{ now: string }>('/api/time', { timeoutMs: 10_000 })
    adoptServerTime(now, sentAt, Date.now())
  } catch {
    // Keep the last offset: the countdown goes on from the local clock until the next sync.
  }
}
