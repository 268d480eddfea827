import { useRef, type ReactNode } from 'react'
import type { MainCard } from '#shared/speaking/schema.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { ResponseScope } from '#client/lib/recorder/kept-responses.ts'
import { PartResponse, type PartResponseProps } from './PartResponse.tsx'
import { PreparationTime } from './PreparationTime.tsx'
import { RoleCards } from './RoleCards.tsx'
import { usePreparation, type PreparationClock } from './use-preparation.ts'
import { useRecordingDraft } from './use-recording-draft.ts'

type SpeakingPartProps = Omit<PartResponseProps, 'preparing' | 'prepared' | 'recordButtonRef' | 'draft'> & {
  api: ApiFetch
  mainCard: MainCard
  /** Shown under the response (beside the card on a wide screen): the mock's completed parts. */
  after?: ReactNode
  /** The browser's kept responses are still being read: one may yet appear. */
  restoring: boolean
  /** Where a recording under way is kept as it is made, so a reload offers it back; none: not kept. */
  draftScope?: ResponseScope | undefined
  /** The server's clock of the preparation time; none: it runs on this page. */
  preparationClock?: PreparationClock | undefined
}

/**
 * One role-play on screen: the preparation time first (on a phone, above the card it is for),
 * the cards, and the response. Give it a `key` per role-play so each starts afresh; a part that
 * opens with its response already there (restored after a reload) has no preparation time.
 */
export function SpeakingPart({ api, mainCard, after, restoring, draftScope, preparationClock, ...response }: SpeakingPartProps) {
  const draft = useRecordingDraft(draftScope, mainCard.mainCardNumber)
  const preparation = usePreparation(api, mainCard.mainCardNumber, response.audio !== null || draft.found !== null, preparationClock)
  const recordButton = useRef<HTMLButtonElement>(null)
  function skip() {
    preparation.skip()
    // The Skip button goes with the countdown: the keyboard goes on to where recording starts.
    requestAnimationFrame(() => recordButton.current?.focus())
  }
  return (
    <div className="sp-layout" aria-busy={restoring || !draft.ready || !preparation.shown}>
      {preparation.preparing && preparation.shown && <PreparationTime secondsLeft={preparation.secondsLeft} totalSeconds={preparationClock?.preparationSeconds} onSkip={skip} />}
      <RoleCards mainCard={mainCard} />
      <PartResponse {...response} preparing={preparation.preparing} prepared={preparation.expired} recordButtonRef={recordButton} draft={draft} />
      {after}
    </div>
  )
}
