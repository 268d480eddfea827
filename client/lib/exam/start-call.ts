import type { Attempt, StartAttemptBody } from '#shared/attempts/schema.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'

/** An attempt's start call: the attempt, with when it was sent and answered (for the server clock's offset). */
export type StartCall = Promise<{ opened: Attempt; sentAt: number; receivedAt: number }>

/** A call sent longer ago than this is not taken up again: a later visit to the test starts afresh. */
const FRESH_MS = 10_000

const sent = new Map<string, { at: number; call: StartCall }>()

/** What an exam's start call asks for: the test, how it is sat, and a mock's chosen sections. */
export function startBodyOf(testId: string, launch: TestLaunch, sections?: readonly MockSection[]): StartAttemptBody {
  return {
    testId,
    mode: launch.mode,
    ...(launch.minutes !== undefined ? { minutes: launch.minutes } : {}),
    // A mock's chosen sections (absent: all it has); only a new attempt takes them.
    ...(sections ? { sections: [...sections] } : {}),
  }
}

/**
 * Starts (or resumes) an attempt as soon as the exam first renders in the browser, not once the
 * page has hydrated: on a slow phone the call then travels while React hydrates the page (about
 * 0.7 s at a quarter of this machine's speed) instead of after it. A render that is thrown away
 * and done again finds the call it sent, so a start is asked for once.
 */
export function sendStart(api: ApiFetch, body: StartAttemptBody): StartCall {
  const key = JSON.stringify(body)
  const now = Date.now()
  const earlier = sent.get(key)
  if (earlier && now - earlier.at < FRESH_MS) return earlier.call
  const call: StartCall = api<Attempt>('/api/attempts', { method: 'POST', body }).then((opened) => ({ opened, sentAt: now, receivedAt: Date.now() }))
  sent.set(key, { at: now, call })
  // A refused start is asked again by the next render that wants it.
  call.catch(() => sent.get(key)?.call === call && sent.delete(key))
  return call
}

/** The call is taken up by the exam that sent it: the next visit to the test sends its own. */
export function takeStart(api: ApiFetch, body: StartAttemptBody): StartCall {
  const call = sendStart(api, body)
  sent.delete(JSON.stringify(body))
  return call
}
