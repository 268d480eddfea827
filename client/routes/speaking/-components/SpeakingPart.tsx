import { useRef, type ReactNode } from 'react'
import type { MainCard } from '#shared/contracts/speaking.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { PartResponse, type PartResponseProps } from './PartResponse.tsx'
import { PreparationTime } from './PreparationTime.tsx'
import { RoleCards } from './RoleCards.tsx'
import { usePreparation } from './use-preparation.ts'

type SpeakingPartProps = Omit<PartResponseProps, 'preparing' | 'prepared' | 'recordButtonRef'> & {
  api: ApiFetch
  mainCard: MainCard
  /** Shown under the response (beside the card on a wide screen): the mock's completed parts. */
  after?: ReactNode
  /** The browser's kept responses are still being read: one may yet appear. */
  restoring: boolean
}

/**
 * One role-play on screen: the preparation time first (on a phone, above the card it is for),
 * the cards, and the response. Give it a `key` per role-play so each starts afresh; a part that
 * opens with its response already there (restored after a reload) has no preparation time.
 */
export function SpeakingPart({ api, mainCard, after, restoring, ...response }: SpeakingPartProps) {
  const preparation = usePreparation(api, response.audio !== null)
  const recordButton = useRef<HTMLButtonElement>(null)
  function skip() {
    preparation.skip()
    // The Skip button goes with the countdown: the keyboard goes on to where recording starts.
    requestAnimationFrame(() => recordButton.current?.focus())
  }
  return (
    <div className="sp-layout" aria-busy={restoring}>
      {preparation.preparing && <PreparationTime secondsLeft={preparation.secondsLeft} onSkip={skip} />}
      <RoleCards mainCard={mainCard} />
      <PartResponse {...response} preparing={preparation.preparing} prepared={preparation.expired} recordButtonRef={recordButton} />
      {after}
    </div>
  )
}
