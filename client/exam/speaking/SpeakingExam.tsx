import { useRef, type Ref } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { LeaveWarning } from '#client/components/LeaveWarning.tsx'
import { CompletedParts } from './CompletedParts.tsx'
import { PartialDialog } from './PartialDialog.tsx'
import { PartsState } from './PartsState.tsx'
import type { SpeakingHost } from './speaking-host.ts'
import { ConfirmDialog, MessageDialog, UploadDialog } from './SpeakingDialogs.tsx'
import { SpeakingHeader } from './SpeakingHeader.tsx'
import { SpeakingPart } from './SpeakingPart.tsx'
import { SPEAKING_TEXTS } from './texts.ts'
import { useSpeakingExam, type SpeakingExamSession } from './use-speaking-exam.ts'

/**
 * The speaking exam, one shell for its three hosts (SPEC.md section 2): the speaking test, the mock
 * speaking screen and the mock's speaking section. Each role-play's cards, preparation time and
 * response; what differs by host (its clocks, where responses are kept, how a part ends, the
 * words) comes in `host`. In the mock's section the mock focuses its heading (`sectionHeadingRef`) on each step.
 */
export function SpeakingExam({ host, sectionHeadingRef }: { host: SpeakingHost; sectionHeadingRef?: Ref<HTMLHeadingElement> }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const exam = useSpeakingExam(host, headingRef)
  const { heading, words, kept } = host
  const part = exam.part
  const role = (
    <>
      <p className="sp-notice" role="status">
        {exam.notice}
      </p>
      <SpeakingPart
        key={part}
        restoring={!kept.ready}
        draftScope={host.draftScope}
        preparationClock={host.preparationClock}
        api={host.api}
        mainCard={exam.main}
        heading={words.responseHeading(part)}
        uploadRule={words.uploadRule}
        submitLabel={exam.submitLabel}
        noAudioMessage={words.noAudio}
        audio={exam.audio}
        refusal={exam.refusal}
        onAudioChange={exam.changeAudio}
        onRecordingChange={exam.setRecording}
        onSubmit={exam.submit}
        after={
          host.ending.kind === 'batch' && (
            <>
              <PartsState order={exam.order} parts={kept.parts} />
              <CompletedParts parts={exam.waiting} onDelete={exam.deleteCollected} recording={exam.recording} />
            </>
          )
        }
      />
    </>
  )

  // The mock's section: under the mock's own heading, bar and dialogs.
  if (heading.kind === 'section')
    return (
      <section className="mock-speaking" aria-labelledby="mock-step-heading">
        <h2 id="mock-step-heading" ref={sectionHeadingRef} tabIndex={-1} className="mock-step-heading">
          {heading.text}
        </h2>
        {role}
      </section>
    )
  return (
    <div className="sp-screen">
      <SpeakingHeader title={heading.title} discipline={heading.discipline} position={exam.index + 1} count={host.mainCards.length} headingRef={headingRef} />
      {role}
      <LeaveWarning unsent={exam.unsent} message={exam.recording ? SPEAKING_TEXTS.leaveRecording : SPEAKING_TEXTS.leaveUnsent} />
      <SpeakingExamDialogs host={host} exam={exam} />
    </div>
  )
}

/** The speaking screens' dialogs: confirm the submit, its upload, a failure, the parts refused, and the end. */
function SpeakingExamDialogs({ host, exam }: { host: SpeakingHost; exam: SpeakingExamSession }) {
  const navigate = useNavigate()
  const router = useRouter()
  const { words } = host
  return (
    <>
      <ConfirmDialog
        open={exam.confirming}
        title={words.confirmTitle(exam.part)}
        body={words.confirmBody(exam.part)}
        confirmLabel={words.confirmLabel}
        onCancel={exam.cancel}
        onConfirm={exam.confirm}
      />
      <UploadDialog percent={exam.percent} title={words.uploadingTitle(exam.part)} text={words.uploading} />
      <MessageDialog open={exam.failure !== null} title={SPEAKING_TEXTS.failedTitle} body={exam.failure ?? ''} alert onOk={exam.closeFailure} />
      {host.ending.kind === 'batch' && <PartialDialog refused={exam.refused} order={exam.order} onOk={exam.afterRefusal} />}
      <MessageDialog
        open={exam.complete}
        title={words.completeTitle}
        body={words.completeBody(host.mainCards.length)}
        onOk={() => {
          // A page preloaded during the test (a menu link hovered) predates these parts: load it afresh.
          router.clearCache()
          void navigate({ to: words.completeTo })
        }}
      />
    </>
  )
}
