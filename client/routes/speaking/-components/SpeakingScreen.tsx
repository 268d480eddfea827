import { useCallback, useMemo, useRef, useState } from 'react'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import type { SpeakingTest } from '#shared/contracts/speaking.ts'
import { isAlreadySubmitted, type ApiFetch } from '#client/lib/api.ts'
import { LeaveWarning } from '#client/components/LeaveWarning.tsx'
import { fromKept, toKept } from '#client/exam/speaking/kept-parts.ts'
import type { PartAudio } from '#client/exam/speaking/part-audio.ts'
import { firstOpenCard, orderedMainCards } from '#client/exam/speaking/role-cards.ts'
import { ConfirmDialog, MessageDialog, UploadDialog } from './SpeakingDialogs.tsx'
import { SpeakingHeader } from './SpeakingHeader.tsx'
import { SpeakingPart } from '#client/exam/speaking/SpeakingPart.tsx'
import { failureMessage, submitSpeakingPart } from '#client/exam/speaking/speaking-submission.ts'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import { useKeptParts } from '#client/exam/speaking/use-kept-parts.ts'
import { useSpeakingClocks } from '#client/exam/speaking/use-speaking-clocks.ts'

interface SpeakingScreenProps {
  api: ApiFetch
  csrfToken: string
  testId: string
  test: SpeakingTest
  userId: string
  /** Main card numbers this student has already submitted: a returning student goes on from there. */
  submitted: readonly number[]
}

/**
 * The standalone speaking test (SPEC.md section 2): each role-play's cards and response, sent
 * one part at a time after a confirmation, then the next role-play; after the last, "Test Complete".
 */
export function SpeakingScreen({ api, csrfToken, testId, test, userId, submitted }: SpeakingScreenProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const mainCards = orderedMainCards(test)
  const [index, setIndex] = useState(() => firstOpenCard(mainCards, submitted))
  const [confirming, setConfirming] = useState<PartAudio | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [complete, setComplete] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  // The recording not yet sent is kept in the browser: a reload before "Submit Part {n}" loses nothing.
  const scope = useMemo(() => ({ screen: 'oet-speaking' as const, userId, testId }), [userId, testId])
  const kept = useKeptParts(scope, (part) => submitted.includes(part))
  const clocks = useSpeakingClocks(api, testId, mainCards[index] !== undefined ? 'speaking-test' : null)
  const [recording, setRecording] = useState(false)
  const main = mainCards[index]
  const keptPart = main ? kept.parts.get(main.mainCardNumber) : undefined
  const audio = useMemo(() => (keptPart ? fromKept(keptPart) : null), [keptPart])
  const { keep, forget } = kept
  const changeAudio = useCallback(
    (changed: PartAudio | null) => {
      if (!main) return
      if (changed) keep(toKept(changed, main, false))
      else forget(main.mainCardNumber)
    },
    [main, keep, forget],
  )

  if (!main) return <AllSubmitted title={test.title} discipline={test.discipline} count={mainCards.length} />
  const part = main.mainCardNumber

  function advance() {
    if (index === mainCards.length - 1) return setComplete(true)
    setNotice(SPEAKING_TEXTS.partSubmitted(part))
    setIndex(index + 1)
    // The next card replaces this one: start reading it from the top.
    requestAnimationFrame(() => {
      window.scrollTo(0, 0)
      heading.current?.focus()
    })
  }

  async function send(response: PartAudio) {
    setConfirming(null)
    setPercent(0)
    try {
      await submitSpeakingPart({ testId, mainCardNumber: part, audio: response, csrfToken, onProgress: setPercent })
      setPercent(null)
      forget(part)
      advance()
    } catch (error) {
      setPercent(null)
      // Sent before, its answer lost on the way: the part is in, so the test goes on.
      if (isAlreadySubmitted(error)) {
        forget(part)
        advance()
      } else setFailure(failureMessage(error, SPEAKING_TEXTS.failed))
    }
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
        draftScope={scope}
        preparationClock={clocks}
        api={api}
        mainCard={main}
        heading={SPEAKING_TEXTS.responseHeading(part)}
        uploadRule="webm"
        submitLabel={SPEAKING_TEXTS.submitPart(part)}
        noAudioMessage={SPEAKING_TEXTS.noAudio}
        audio={audio}
        onAudioChange={changeAudio}
        onRecordingChange={setRecording}
        onSubmit={setConfirming}
      />
      <LeaveWarning unsent={audio !== null || recording || percent !== null} message={recording ? SPEAKING_TEXTS.leaveRecording : SPEAKING_TEXTS.leaveUnsent} />

      <ConfirmDialog
        open={confirming !== null}
        title={SPEAKING_TEXTS.confirmTitle(part)}
        body={SPEAKING_TEXTS.confirmBody(part)}
        confirmLabel={SPEAKING_TEXTS.yesSubmit}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming)}
      />
      <UploadDialog percent={percent} title={SPEAKING_TEXTS.uploadingTitle(part)} text={SPEAKING_TEXTS.uploading} />
      <MessageDialog open={failure !== null} title={SPEAKING_TEXTS.failedTitle} body={failure ?? ''} alert onOk={() => setFailure(null)} />
      <MessageDialog
        open={complete}
        title={SPEAKING_TEXTS.completeTitle}
        body={SPEAKING_TEXTS.completeBody(mainCards.length)}
        onOk={() => {
          // A hub preloaded during the test (a menu link hovered) predates these parts: load it afresh.
          router.clearCache()
          void navigate({ to: '/oet-speaking' })
        }}
      />
    </div>
  )
}

/** Every part of this test is already in (a student who came back to it). */
function AllSubmitted({ title, discipline, count }: { title: string; discipline: string; count: number }) {
  return (
    <div className="sp-screen">
      <SpeakingHeader title={title} discipline={discipline} position={count} count={count} />
      <div className="card sp-state">
        <p>{SPEAKING_TEXTS.allSubmitted}</p>
        <Link to="/oet-speaking" className="button">
          Back to speaking tests
        </Link>
      </div>
    </div>
  )
}
