import { useRef } from 'react'
import type { MainCard } from '#shared/contracts/speaking.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import { PartResponse, type PartResponseProps } from './PartResponse.tsx'
import { PreparationTime } from './PreparationTime.tsx'
import { RoleCards } from './RoleCards.tsx'
import { usePreparation } from './use-preparation.ts'

type SpeakingPartProps = Omit<PartResponseProps, 'preparing' | 'prepared' | 'recordButtonRef'> & { api: ApiFetch; mainCard: MainCard }

/**
 * One role-play on screen: the preparation time first (on a phone, above the card it is for),
 * the cards, and the response. Give it a `key` per role-play so each starts afresh.
 */
export function SpeakingPart({ api, mainCard, ...response }: SpeakingPartProps) {
  const preparation = usePreparation(api)
  const recordButton = useRef<HTMLButtonElement>(null)
  function skip() {
    preparation.skip()
    // The Skip button goes with the countdown: the keyboard goes on to where recording starts.
    requestAnimationFrame(() => recordButton.current?.focus())
  }
  return (
    <div className="sp-layout">
      {preparation.preparing && <PreparationTime secondsLeft={preparation.secondsLeft} onSkip={skip} />}
      <RoleCards mainCard={mainCard} />
      <PartResponse {...response} preparing={preparation.preparing} prepared={preparation.expired} recordButtonRef={recordButton} />
    </div>
  )
}
