import type { MainCard } from '#shared/speaking/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { ResponseScope } from '#client/lib/recorder/kept-responses.ts'
import type { SendPart } from './mock-batch.ts'
import type { KeptParts } from './use-kept-parts.ts'
import type { PartAudio } from './part-audio.ts'
import type { ScreenWords } from './screen-words.ts'
import type { PreparationClock } from './use-preparation.ts'

/** Sends one part of the speaking test, reporting the upload's progress. */
export type SendAudio = (part: number, audio: PartAudio, onProgress: (percent: number) => void) => Promise<unknown>

/** How a part ends when the student submits it. */
export type SpeakingEnding =
  /** The speaking test: sent at once after a confirmation; `submitted` parts are in already, so the test opens after them. */
  | { kind: 'submit'; submitted: readonly number[]; send: SendAudio }
  /** The mock speaking screen: collected after a confirmation; the submit that completes the set sends every part, one request each. */
  | { kind: 'batch'; send: SendPart }
  /** The mock's speaking section: kept for the mock's one submit at the end. */
  | { kind: 'keep' }

/** How the screen is headed: the speaking screens' own header, or the mock's heading of its step (its ref is the mock's: see SpeakingExam). */
export type SpeakingHeading =
  | { kind: 'screen'; title: string; discipline: string }
  | { kind: 'section'; text: string }

/** What an exam host (the speaking test, the mock speaking page, the mock) gives the speaking shell. */
export interface SpeakingHost {
  api: ApiFetch
  /** The role-plays in the order they are sat; the mock gives the one its step is on. */
  mainCards: readonly MainCard[]
  /** The responses not yet sent, kept in this browser. */
  kept: KeptParts
  /** Where a recording under way is kept as it is made, so a reload offers it back. */
  draftScope: ResponseScope
  /** The attempt's part clocks: each role-play's preparation time, kept on the server. */
  preparationClock: PreparationClock
  heading: SpeakingHeading
  ending: SpeakingEnding
  words: ScreenWords
}
