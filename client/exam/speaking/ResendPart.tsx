import { useRef, useState } from 'react'
import type { MockSpeakingRefusal } from '#shared/mock/results-schema.ts'
import { PartResponse } from './PartResponse.tsx'
import type { PartAudio } from './part-audio.ts'
import { resendMockSpeakingPart, sendOnce } from './speaking-submission.ts'
import { SPEAKING_TEXTS } from './texts.ts'
import { useRecordingDraft } from './use-recording-draft.ts'

interface ResendPartProps {
  testId: string
  attemptId: string
  about: { title: string; discipline: string }
  csrfToken: string
  /** The part the mock's submit could not take, and why. */
  refusal: MockSpeakingRefusal
  /** The server now holds the part. */
  onSent(part: number): void
}

const ignoreRecordingState = () => {}

/**
 * A speaking part whose recording the mock's submit could not take (decision 0057), on the result
 * screen: the server's reason, and the speaking screens' recorder and "Upload Audio" to make the
 * response again and send it into the same attempt. The rest of the mock is already stored.
 */
export function ResendPart({ testId, attemptId, about, csrfToken, refusal, onSent }: ResendPartProps) {
  const part = refusal.mainCardNumber
  const [audio, setAudio] = useState<PartAudio | null>(null)
  const [reason, setReason] = useState(refusal.message)
  const [percent, setPercent] = useState<number | null>(null)
  const recordButton = useRef<HTMLButtonElement>(null)
  // Not kept as it is made: this is a few moments' work after the mock, not the mock itself.
  const draft = useRecordingDraft(undefined, part)

  async function send(response: PartAudio) {
    setPercent(0)
    const failure = await sendOnce(
      () => resendMockSpeakingPart({ testId, about, attemptId, mainCardNumber: part, audio: response, csrfToken, onProgress: setPercent }),
      SPEAKING_TEXTS.failed,
    )
    setPercent(null)
    if (failure === null) return onSent(part)
    setReason(failure)
    setAudio(null)
  }

  return (
    <section className="mock-resend" aria-labelledby={`mock-resend-${part}`}>
      <p id={`mock-resend-${part}`} className="mock-resend-reason">
        {SPEAKING_TEXTS.partRefused(part, reason)}
      </p>
      <PartResponse
        heading={SPEAKING_TEXTS.resendHeading(part)}
        uploadRule="audio"
        submitLabel={SPEAKING_TEXTS.sendAgain(part)}
        noAudioMessage={SPEAKING_TEXTS.mockNoAudio}
        audio={audio}
        onAudioChange={setAudio}
        onRecordingChange={ignoreRecordingState}
        onSubmit={(response) => percent === null && void send(response)}
        preparing={false}
        prepared={false}
        recordButtonRef={recordButton}
        draft={draft}
      />
      <p className="mock-resend-progress" role="status">
        {percent === null ? '' : SPEAKING_TEXTS.sendingPart(part, percent)}
      </p>
    </section>
  )
}
