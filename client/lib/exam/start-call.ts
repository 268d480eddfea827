import type { Attempt, StartAttemptBody } from '#shared/attempts/schema.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import { sendOnce, takeUp } from './first-render-calls.ts'

/** An attempt's start call: the attempt, with when it was sent and answered (for the server clock's offset). */
export type StartCall = Promise<{ opened: Attempt; sentAt: number; receivedAt: number }>

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

/** One start call per launch: its body names it. */
const keyOf = (body: StartAttemptBody) => `start:${JSON.stringify(body)}`

/** The call itself, with when it was sent and answered. */
const startOf = (api: ApiFetch, body: StartAttemptBody) => (): StartCall => {
  const sentAt = Date.now()
  return api<Attempt>('/api/attempts', { method: 'POST', body }).then((opened) => ({ opened, sentAt, receivedAt: Date.now() }))
}

/**
 * Starts (or resumes) an attempt as soon as the exam first renders in the browser, not once the
 * page has hydrated (first-render-calls.ts): a start is asked for once.
 */
export const sendStart = (api: ApiFetch, body: StartAttemptBody): StartCall => sendOnce(keyOf(body), startOf(api, body))

/** The call is taken up by the exam that sent it: the next visit to the test sends its own. */
export const takeStart = (api: ApiFetch, body: StartAttemptBody): StartCall => takeUp(keyOf(body), startOf(api, body))
