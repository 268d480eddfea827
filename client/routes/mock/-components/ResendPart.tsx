import { useRef, useState } from 'react'
import type { MockSpeakingRefusal } from '#shared/contracts/mock-results.ts'
import { PartResponse } from '#client/exam/speaking/PartResponse.tsx'
import type { PartAudio } from '#client/exam/speaking/part-audio.ts'
import { isAlreadySubmitted } from '#client/lib/api.ts'
import { failureMessage, resendMockSpeakingPart } from '#client/exam/speaking/speaking-submission.ts'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import { useRecordingDraft } from '#client/exam/speaking/use-recording-draft.ts'
import { MOCK_TEXTS } from './texts.ts'

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
    try {
      await resendMockSpeakingPart({ testId, about, attemptId, mainCardNumber: part, audio: response, csrfToken, onProgress: setPercent })
      onSent(part)
    } catch (error) {
      // Sent before, its answer lost on the way: the server holds it.
      if (isAlreadySubmitted(error)) return onSent(part)
      setReason(failureMessage(error, SPEAKING_TEXTS.failed))
      setAudio(null)
    } finally {
      setPercent(null)
    }
  }

  return (
    <section className="mock-resend" aria-labelledby={`mock-resend-${part}`}>
      <p id={`mock-resend-${part}`} className="mock-resend-reason">
        {MOCK_TEXTS.partRefused(part, reason)}
      </p>
      <PartResponse
        heading={MOCK_TEXTS.resendHeading(part)}
        uploadRule="audio"
        submitLabel={MOCK_TEXTS.sendAgain(part)}
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
        {percent === null ? '' : MOCK_TEXTS.sendingPart(part, percent)}
      </p>
    </section>
  )
}
