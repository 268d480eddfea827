import { useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { SpeakingTest } from '#shared/contracts/speaking.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { LeaveWarning } from '#client/components/LeaveWarning.tsx'
import { CompletedParts } from './CompletedParts.tsx'
import { fromKept, openPartIndex, toKept } from './kept-parts.ts'
import type { PartAudio } from './part-audio.ts'
import { orderedMainCards } from './role-cards.ts'
import { ConfirmDialog, MessageDialog, UploadDialog } from './SpeakingDialogs.tsx'
import { SpeakingHeader } from './SpeakingHeader.tsx'
import { SpeakingPart } from './SpeakingPart.tsx'
import { failureMessage, mockSpeakingForm, submitMockSpeaking } from './speaking-submission.ts'
import { SPEAKING_TEXTS } from './texts.ts'
import { useKeptParts } from './use-kept-parts.ts'

interface MockSpeakingScreenProps {
  api: ApiFetch
  csrfToken: string
  testId: string
  test: SpeakingTest
  userId: string
}

/**
 * The mock speaking screen (SPEC.md section 2): each part is collected after "Submit Part {n}?",
 * and the last part's submit sends them all together, then "All Parts Submitted!". Every response
 * is kept in the browser until that submit gets through, so a reload or a crash loses none: the
 * screen comes back at the first part not yet collected, with the collected ones listed.
 */
export function MockSpeakingScreen({ api, csrfToken, testId, test, userId }: MockSpeakingScreenProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const mainCards = orderedMainCards(test)
  const order = mainCards.map((card) => card.mainCardNumber)
  const kept = useKeptParts({ screen: 'mock-speaking', userId, testId })
  const { keep, forget, forgetAll } = kept
  const collected = [...kept.parts.values()].filter((item) => item.collected)
  // Until the student moves, the screen opens where the kept responses say they were.
  const [movedTo, setMovedTo] = useState<number | null>(null)
  const index = movedTo ?? (kept.ready ? openPartIndex(order, new Set(collected.map((item) => item.mainCardNumber))) : 0)
  const [recording, setRecording] = useState(false)
  const [confirming, setConfirming] = useState<PartAudio | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [complete, setComplete] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const main = mainCards[index] ?? mainCards[0]!
  const part = main.mainCardNumber
  const last = index === mainCards.length - 1
  const keptPart = kept.parts.get(part)
  const audio = keptPart ? fromKept(keptPart) : null
  const changeAudio = (changed: PartAudio | null) => (changed ? keep(toKept(changed, main, false)) : forget(part))

  function goTo(next: number) {
    setMovedTo(next)
    requestAnimationFrame(() => {
      window.scrollTo(0, 0)
      heading.current?.focus()
    })
  }

  async function sendAll(parts: KeptResponse[]) {
    setPercent(0)
    const form = mockSpeakingForm(
      testId,
      test,
      parts.map((item) => ({ mainCardNumber: item.mainCardNumber, audio: fromKept(item) })),
    )
    try {
      await submitMockSpeaking(testId, form, csrfToken, setPercent)
      setPercent(null)
      // The server has them all: nothing is left to keep in this browser.
      forgetAll()
      setComplete(true)
    } catch (error) {
      setPercent(null)
      setFailure(failureMessage(error, SPEAKING_TEXTS.mockFailed))
    }
  }

  function confirm(response: PartAudio) {
    setConfirming(null)
    const confirmed = toKept(response, main, true)
    keep(confirmed)
    const parts = [...collected.filter((item) => item.mainCardNumber !== part), confirmed]
    if (last) return void sendAll(parts)
    setNotice(SPEAKING_TEXTS.partCollected(part))
    goTo(openPartIndex(order, new Set(parts.map((item) => item.mainCardNumber))))
  }

  function deleteCollected(mainCardNumber: number) {
    forget(mainCardNumber)
    setNotice(SPEAKING_TEXTS.partDeleted(mainCardNumber))
    goTo(Math.max(order.indexOf(mainCardNumber), 0))
  }

  return (
    <div className="sp-screen">
      <SpeakingHeader title={test.title} discipline={test.discipline} position={index + 1} count={mainCards.length} headingRef={heading} />
      <p className="sp-notice" role="status">
        {notice ?? ''}
      </p>
      <SpeakingPart
        key={part}
        restoring={!kept.ready}
        api={api}
        mainCard={main}
        heading={SPEAKING_TEXTS.mockResponseHeading(part)}
        uploadRule="audio"
        submitLabel={last ? SPEAKING_TEXTS.submitAll : SPEAKING_TEXTS.submitPart(part)}
        noAudioMessage={SPEAKING_TEXTS.mockNoAudio}
        audio={audio}
        onAudioChange={changeAudio}
        onRecordingChange={setRecording}
        onSubmit={setConfirming}
        after={<CompletedParts parts={collected.filter((item) => item.mainCardNumber !== part)} onDelete={deleteCollected} recording={recording} />}
      />
      <LeaveWarning
        unsent={kept.parts.size > 0 || recording || percent !== null}
        message={recording ? SPEAKING_TEXTS.leaveRecording : SPEAKING_TEXTS.leaveUnsent}
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
        onOk={() => {
          // A dashboard preloaded during the test (a menu link hovered) predates this submission.
          router.clearCache()
          void navigate({ to: '/dashboard' })
        }}
      />
    </div>
  )
}
