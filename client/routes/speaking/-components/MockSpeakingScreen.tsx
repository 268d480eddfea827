import { useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { SpeakingTest } from '#shared/contracts/speaking.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { PartAudio } from './part-audio.ts'
import { orderedMainCards } from './role-cards.ts'
import { ConfirmDialog, MessageDialog, UploadDialog } from './SpeakingDialogs.tsx'
import { SpeakingHeader } from './SpeakingHeader.tsx'
import { SpeakingPart } from './SpeakingPart.tsx'
import { failureMessage, mockSpeakingForm, submitMockSpeaking, type CollectedPart } from './speaking-submission.ts'
import { SPEAKING_TEXTS } from './texts.ts'

interface MockSpeakingScreenProps {
  api: ApiFetch
  csrfToken: string
  testId: string
  test: SpeakingTest
}

/**
 * The mock speaking screen (SPEC.md section 2): each part is collected after "Submit Part {n}?",
 * and the last part's submit sends them all together, then "All Parts Submitted!".
 */
export function MockSpeakingScreen({ api, csrfToken, testId, test }: MockSpeakingScreenProps) {
  const navigate = useNavigate()
  const mainCards = orderedMainCards(test)
  const [index, setIndex] = useState(0)
  const [collected, setCollected] = useState<CollectedPart[]>([])
  const [confirming, setConfirming] = useState<PartAudio | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [complete, setComplete] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const main = mainCards[index] ?? mainCards[0]!
  const part = main.mainCardNumber
  const last = index === mainCards.length - 1

  async function sendAll(parts: CollectedPart[]) {
    setPercent(0)
    try {
      await submitMockSpeaking(testId, mockSpeakingForm(testId, test, parts), csrfToken, setPercent)
      setPercent(null)
      setComplete(true)
    } catch (error) {
      setPercent(null)
      setFailure(failureMessage(error, SPEAKING_TEXTS.mockFailed))
    }
  }

  function confirm(audio: PartAudio) {
    setConfirming(null)
    const parts = [...collected.filter((item) => item.mainCardNumber !== part), { mainCardNumber: part, audio }]
    setCollected(parts)
    if (last) return void sendAll(parts)
    setNotice(SPEAKING_TEXTS.partCollected(part))
    setIndex(index + 1)
    requestAnimationFrame(() => {
      window.scrollTo(0, 0)
      heading.current?.focus()
    })
  }

  return (
    <div className="sp-screen">
      <SpeakingHeader title={test.title} discipline={test.discipline} position={index + 1} count={mainCards.length} headingRef={heading} />
      <p className="sp-notice" role="status">
        {notice ?? ''}
      </p>
      <SpeakingPart
        key={part}
        api={api}
        mainCard={main}
        heading={SPEAKING_TEXTS.mockResponseHeading(part)}
        uploadRule="audio"
        submitLabel={last ? SPEAKING_TEXTS.submitAll : SPEAKING_TEXTS.submitPart(part)}
        noAudioMessage={SPEAKING_TEXTS.mockNoAudio}
        onSubmit={setConfirming}
      />

      <ConfirmDialog
        open={confirming !== null}
        title={SPEAKING_TEXTS.mockConfirmTitle(part)}
        confirmLabel={SPEAKING_TEXTS.yes}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && confirm(confirming)}
      />
      <UploadDialog percent={percent} title={SPEAKING_TEXTS.mockUploadingTitle} text={SPEAKING_TEXTS.uploadingAll} />
      <MessageDialog open={failure !== null} title={SPEAKING_TEXTS.failedTitle} body={failure ?? ''} alert onOk={() => setFailure(null)} />
      <MessageDialog
        open={complete}
        title={SPEAKING_TEXTS.mockCompleteTitle}
        body={SPEAKING_TEXTS.mockCompleteBody}
        onOk={() => void navigate({ to: '/dashboard' })}
      />
    </div>
  )
}
