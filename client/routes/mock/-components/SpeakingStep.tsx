import type { Ref } from 'react'
import type { MainCard } from '#shared/contracts/speaking.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { ResponseScope } from '#client/lib/recorder/kept-responses.ts'
import type { PartAudio } from '#client/exam/speaking/part-audio.ts'
import { SpeakingPart } from '#client/exam/speaking/SpeakingPart.tsx'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import type { PreparationClock } from '#client/exam/speaking/use-preparation.ts'

interface SpeakingStepProps {
  api: ApiFetch
  mainCard: MainCard
  heading: string
  headingRef: Ref<HTMLHeadingElement>
  /** The browser's kept responses have been read: a part restored after a reload starts afresh then, without preparation time. */
  ready: boolean
  /** Where a recording under way is kept as it is made, so a reload offers it back. */
  draftScope: ResponseScope
  /** The attempt's clock of each role-play's preparation time, kept on the server. */
  preparationClock: PreparationClock
  /** This role-play's response, once kept. */
  kept: PartAudio | null
  /** A response to keep for the submit, or null when it was deleted. */
  onKeep(audio: PartAudio | null): void
}

const ignoreRecordingState = () => {}

/**
 * One role-play of the mock's speaking section: the speaking screens' cards, preparation time (on
 * the server's clock, so a reload does not start it again) and recorder. A response is kept as soon as it is recorded or chosen (and "Submit Part {n}" keeps it
 * too), so moving on never loses it, and a recording under way is kept as it is made, so a reload
 * offers it back; every part is sent with the rest of the mock.
 */
export function SpeakingStep({ api, mainCard, heading, headingRef, ready, draftScope, preparationClock, kept, onKeep }: SpeakingStepProps) {
  const part = mainCard.mainCardNumber
  return (
    <section className="mock-speaking" aria-labelledby="mock-step-heading">
      <h2 id="mock-step-heading" ref={headingRef} tabIndex={-1} className="mock-step-heading">
        {heading}
      </h2>
      <p className="sp-notice" role="status">
        {kept ? SPEAKING_TEXTS.partCollected(part) : ''}
      </p>
      <SpeakingPart
        key={part}
        restoring={!ready}
        draftScope={draftScope}
        preparationClock={preparationClock}
        api={api}
        mainCard={mainCard}
        heading={SPEAKING_TEXTS.mockResponseHeading(part)}
        uploadRule="audio"
        submitLabel={SPEAKING_TEXTS.submitPart(part)}
        noAudioMessage={SPEAKING_TEXTS.mockNoAudio}
        audio={kept}
        onAudioChange={onKeep}
        // A recording under way is kept as it is made (draftScope); the mock has no leave question to tell.
        onRecordingChange={ignoreRecordingState}
        onSubmit={onKeep}
      />
    </section>
  )
}
