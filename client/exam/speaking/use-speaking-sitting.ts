import { useMemo } from 'react'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { firstOpenCard, orderedMainCards } from './role-cards.ts'
import type { SpeakingHost } from './speaking-host.ts'
import { useKeptParts } from './use-kept-parts.ts'
import { useSpeakingClocks, type SpeakingSitting } from './use-speaking-clocks.ts'

interface SittingRequest {
  api: ApiFetch
  testId: string
  test: SpeakingTest
  userId: string
  sitting: SpeakingSitting
  /** Main card numbers the server already holds (the speaking test's): their kept copies are dropped. */
  submitted?: readonly number[]
}

/** Each speaking screen's own browser store of responses. */
const SCREENS = { 'speaking-test': 'oet-speaking', 'mock-speaking': 'mock-speaking' } as const

/**
 * A speaking screen of its own (the speaking test, the mock speaking screen) as the speaking
 * shell's host, but for how a part ends: the role-plays in order, the responses kept in this
 * browser until the server holds them (a reload or a crash loses none), and the sitting's attempt
 * that times each preparation. `allIn`: every part is in already, and no sitting is started (one
 * started now would show as in progress for ever).
 */
export function useSpeakingSitting({ api, testId, test, userId, sitting, submitted = NONE }: SittingRequest): {
  allIn: boolean
  host: Omit<SpeakingHost, 'ending' | 'words'>
} {
  const mainCards = useMemo(() => orderedMainCards(test), [test])
  const allIn = firstOpenCard(mainCards, submitted) === -1
  const scope = useMemo(() => ({ screen: SCREENS[sitting], userId, testId }), [sitting, userId, testId])
  const kept = useKeptParts(scope, (part) => submitted.includes(part))
  const preparationClock = useSpeakingClocks(api, testId, allIn ? null : sitting)
  const heading = { kind: 'screen', title: test.title, discipline: test.discipline } as const
  return { allIn, host: { api, mainCards, kept, draftScope: scope, preparationClock, heading } }
}

const NONE: readonly number[] = []
