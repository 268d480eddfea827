import type { MainCard } from '#shared/speaking/schema.ts'
import { keptStore, type Kept, type KeptScope } from '../kept/kept-store.ts'

export { KEPT_DAYS } from '../kept/kept-store.ts'

/**
 * Speaking responses kept in this browser until the server has them, so a reload or a crashed tab
 * between recording and sending loses nothing.
 */

export interface ResponseScope extends KeptScope {
  screen: 'oet-speaking' | 'mock-speaking' | 'mock-test'
  /** The test id in the page's address; on the mock test screen, the attempt's id. */
  testId: string
}

export interface KeptResponse extends Kept {
  mainCardNumber: number
  /** The role-play card the response answers, as it was on screen. */
  card: MainCard
  blob: Blob
  mimeType: string
  source: 'recording' | 'upload'
  name: string
  durationSeconds: number | null
  /** Mock screen: confirmed with "Submit Part {n}?" and waiting for the last part's submit. */
  collected: boolean
  /** Mock screen: the server took this part (ms since the epoch); kept until every part is in. */
  sentAt?: number | undefined
  /** Mock screen: the server refused this part, in its words; the student records or chooses it again. */
  refusal?: string | undefined
}

const responses = keptStore<KeptResponse>('oet-prep-speaking', 'responses')

/** Keeps (or replaces) one part's response. */
export const keepResponse = (scope: ResponseScope, response: KeptResponse): Promise<void> =>
  responses.keep(scope, response.mainCardNumber, response)

/** This scope's kept responses in part order; those older than KEPT_DAYS anywhere in the store are removed on the way. */
export const keptResponses = async (scope: ResponseScope, now = Date.now()): Promise<KeptResponse[]> =>
  (await responses.list(scope, now)).map(([, response]) => response)

/** Deletes one part's response (deleted by the student, or sent). */
export const forgetResponse = (scope: ResponseScope, mainCardNumber: number): Promise<void> => responses.forget(scope, mainCardNumber)

/** Deletes every response of this scope (all sent). */
export const forgetResponses = (scope: ResponseScope): Promise<void> => responses.forgetAll(scope)
