import { useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { SpeakingTest } from '#shared/contracts/speaking.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { LeaveWarning } from '#client/components/LeaveWarning.tsx'
import { CompletedParts } from './CompletedParts.tsx'
import { fromKept, isReady, openPartIndex, toKept } from '#client/exam/speaking/kept-parts.ts'
import { sendBatch } from './mock-batch.ts'
import { PartialDialog, type Refused } from './PartialDialog.tsx'
import type { PartAudio } from '#client/exam/speaking/part-audio.ts'
import { PartsState } from './PartsState.tsx'
import { orderedMainCards } from '#client/exam/speaking/role-cards.ts'
import { ConfirmDialog, MessageDialog, UploadDialog } from './SpeakingDialogs.tsx'
import { SpeakingHeader } from './SpeakingHeader.tsx'
import { SpeakingPart } from '#client/exam/speaking/SpeakingPart.tsx'
import { failureMessage, submitMockSpeakingPart } from '#client/exam/speaking/speaking-submission.ts'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'
import { useKeptParts } from '#client/exam/speaking/use-kept-parts.ts'
import { useSpeakingClocks } from '#client/exam/speaking/use-speaking-clocks.ts'

interface MockSpeakingScreenProps {
  api: ApiFetch
  csrfToken: string
  testId: string
  test: SpeakingTest
  userId: string
}

/**
 * The mock speaking screen (SPEC.md section 2): each part is collected after "Submit Part {n}?",
 * and the submit that completes the set sends them all, one request per part (decision 0048), so
 * a part the server refuses never takes the others with it. "All Parts Submitted!" comes only
 * when the server holds every part. Every response is kept in the browser until then, so a reload
 * or a crash loses none: the screen comes back at the first part that still needs the student.
 */
export function MockSpeakingScreen({ api, csrfToken, testId, test, userId }: MockSpeakingScreenProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const mainCards = orderedMainCards(test)
  const order = mainCards.map((card) => card.mainCardNumber)
  const [scope] = useState(() => ({ screen: 'mock-speaking' as const, userId, testId }))
  const kept = useKeptParts(scope)
  const clocks = useSpeakingClocks(api, testId, 'mock-speaking')
  const { keep, forget, forgetAll } = kept
  const readyParts = new Set(order.filter((n) => isReady(kept.parts.get(n))))
  // Until the student moves, the screen opens where the kept responses say they were.
  const [movedTo, setMovedTo] = useState<number | null>(null)
  const index = movedTo ?? (kept.ready ? openPartIndex(order, readyParts) : 0)
  const [recording, setRecording] = useState(false)
  const [confirming, setConfirming] = useState<PartAudio | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [refused, setRefused] = useState<Refused[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [complete, setComplete] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  const main = mainCards[index] ?? mainCards[0]!
  const part = main.mainCardNumber
  const keptPart = kept.parts.get(part)
  const audio = keptPart ? fromKept(keptPart) : null
  // This part's submit sends the set when every other part needs nothing more.
  const completesSet = order.every((n) => n === part || readyParts.has(n))
  const changeAudio = (changed: PartAudio | null) => (changed ? keep(toKept(changed, main, false)) : forget(part))

  function goTo(next: number) {
    setMovedTo(next)
    requestAnimationFrame(() => {
      window.scrollTo(0, 0)
      heading.current?.focus()
    })
  }

  async function sendAll(parts: KeptResponse[]) {
    // What the batch did is said by its own dialogs and the parts' list: an earlier notice is stale.
    setNotice(null)
    setPercent(0)
    const outcome = await sendBatch(
      parts,
      (item, onProgress) => submitMockSpeakingPart({ testId, about: test, part: item, csrfToken, onProgress }),
      setPercent,
      (item) => keep({ ...item, sentAt: Date.now(), refusal: undefined }),
    )
    setPercent(null)
    const refusals = parts.filter((item) => outcome.refused.has(item.mainCardNumber))
    for (const item of refusals) keep({ ...item, refusal: outcome.refused.get(item.mainCardNumber) })
    if (outcome.stoppedBy !== undefined) return setFailure(failureMessage(outcome.stoppedBy, SPEAKING_TEXTS.mockFailed))
    if (refusals.length > 0) return setRefused(refusals.map((item) => ({ part: item.mainCardNumber, reason: outcome.refused.get(item.mainCardNumber)! })))
    // The server has them all: nothing is left to keep in this browser.
    forgetAll()
    setComplete(true)
  }

  function confirm(response: PartAudio) {
    setConfirming(null)
    const confirmed = toKept(response, main, true)
    keep(confirmed)
    const parts = [...[...kept.parts.values()].filter((item) => item.mainCardNumber !== part), confirmed]
    if (completesSet) return void sendAll(parts)
    const next = openPartIndex(order, new Set(parts.filter((item) => isReady(item)).map((item) => item.mainCardNumber)))
    // Going back: an earlier part is still missing, and the set is sent only once it is there.
    setNotice(next < index ? `${SPEAKING_TEXTS.partCollected(part)} ${SPEAKING_TEXTS.partMissing(order[next]!)}` : SPEAKING_TEXTS.partCollected(part))
    goTo(next)
  }

  function deleteCollected(mainCardNumber: number) {
    forget(mainCardNumber)
    setNotice(SPEAKING_TEXTS.partDeleted(mainCardNumber))
    goTo(Math.max(order.indexOf(mainCardNumber), 0))
  }

  function afterRefusal() {
    const first = refused?.[0]?.part
    setRefused(null)
    if (first !== undefined) goTo(Math.max(order.indexOf(first), 0))
  }

  // Parts confirmed and waiting, other than the one on screen: listen to them or delete them (sent ones stay).
  const waiting = [...kept.parts.values()].filter((item) => item.collected && item.sentAt === undefined && item.mainCardNumber !== part)
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
        heading={SPEAKING_TEXTS.mockResponseHeading(part)}
        uploadRule="audio"
        submitLabel={completesSet ? SPEAKING_TEXTS.submitAll : SPEAKING_TEXTS.submitPart(part)}
        noAudioMessage={SPEAKING_TEXTS.mockNoAudio}
        audio={audio}
        refusal={keptPart?.refusal}
        onAudioChange={changeAudio}
        onRecordingChange={setRecording}
        onSubmit={setConfirming}
        after={
          <>
            <PartsState order={order} parts={kept.parts} />
            <CompletedParts parts={waiting} onDelete={deleteCollected} recording={recording} />
          </>
        }
      />
      <LeaveWarning
        unsent={[...kept.parts.values()].some((item) => item.sentAt === undefined) || recording || percent !== null}
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
      <PartialDialog refused={refused} order={order} onOk={afterRefusal} />
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
