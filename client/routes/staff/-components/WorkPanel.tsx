import { useRef } from 'react'
import { bodyWordsText, countBodyWords } from '#shared/writing/letter-body.ts'
import { CaseNotes } from '#client/exam/writing/CaseNotes.tsx'
import { RoleCards } from '#client/exam/speaking/RoleCards.tsx'
import { LetterAnchors } from './LetterAnchors.tsx'
import { LetterCheckFindings } from './LetterCheckFindings.tsx'
import { TypedCopyForm } from './TypedCopyForm.tsx'
import type { ApiFetch } from '#client/lib/api.ts'
import { PhotoAnchors } from './PhotoAnchors.tsx'
import { RecordingAnchors } from './RecordingAnchors.tsx'
import { SpeedPlayer } from './SpeedPlayer.tsx'
import type { SubmissionDetail } from './staff-types.ts'
import type { Anchoring } from './anchoring.ts'

/**
 * What the student was asked (case notes and prompt, or the role-play card). At desktop width each
 * panel scrolls on its own, so each takes the focus for keyboard scrolling.
 */
export function TaskPanel({ detail }: { detail: SubmissionDetail }) {
  const { prompt } = detail
  if (prompt === null) {
    return (
      <section className="staff-panel staff-task" aria-labelledby="task-title" tabIndex={0}>
        <h2 id="task-title">Task</h2>
        <p>The task of this submission is no longer available.</p>
      </section>
    )
  }
  if (prompt.kind === 'speaking') {
    return (
      <section className="staff-panel staff-task" aria-labelledby="task-title" tabIndex={0}>
        <h2 id="task-title">Role-play {prompt.mainCardNumber}</h2>
        <RoleCards mainCard={{ mainCardNumber: prompt.mainCardNumber, cards: prompt.cards }} />
      </section>
    )
  }
  return (
    <section className="staff-panel staff-task" aria-labelledby="task-title" tabIndex={0}>
      <h2 id="task-title">Task</h2>
      {prompt.subTitle && <p className="staff-task-sub">{prompt.subTitle}</p>}
      {prompt.instructions && <p className="staff-task-text">{prompt.instructions}</p>}
      {prompt.caseNotes.length > 0 && <CaseNotes notes={prompt.caseNotes} />}
      {prompt.writingPrompt && (
        <div className="staff-task-prompt">
          <h3>Writing task</h3>
          <p className="staff-task-text">{prompt.writingPrompt}</p>
        </div>
      )}
    </section>
  )
}

/**
 * What the student sent: the letter with its word count (its words can be commented on), the
 * photos (areas of them can be commented on), or the recording (its moments can be commented on).
 */
export function AnswerPanel({ detail, anchoring, api }: { detail: SubmissionDetail; anchoring: Anchoring; api: ApiFetch }) {
  const { item } = detail
  const audio = useRef<HTMLAudioElement>(null)
  if (item.skill === 'speaking') {
    const recording = detail.files.find((file) => file.contentType.startsWith('audio/')) ?? detail.files[0]
    return (
      <section className="staff-panel staff-answer" aria-labelledby="answer-title" tabIndex={0}>
        <h2 id="answer-title">Recording</h2>
        {recording ? <SpeedPlayer file={recording} label={`Recording of ${item.student.name}`} audio={audio} /> : <p>No recording was stored.</p>}
        {recording?.durationSeconds ? <p className="staff-sub">Length {Math.round(recording.durationSeconds)} seconds</p> : null}
        {recording?.durationSeconds ? <RecordingAnchors audio={audio} durationSeconds={recording.durationSeconds} {...anchoring} /> : null}
      </section>
    )
  }
  const photos = detail.files.filter((file) => file.contentType.startsWith('image/'))
  return (
    <section className="staff-panel staff-answer" aria-labelledby="answer-title" tabIndex={0}>
      <h2 id="answer-title">
        {detail.writingAnswer === null ? 'Handwritten pages' : photos.length > 0 ? 'Letter, typed from its photos' : 'Letter'}
        {/* The body's count, as the OET guide counts it: not the address, date, salutation or sign-off. */}
        {detail.writingAnswer !== null && <span className="staff-words"> · {bodyWordsText(countBodyWords(detail.writingAnswer))}</span>}
      </h2>
      {detail.writingAnswer && <LetterAnchors letter={detail.writingAnswer} {...anchoring} />}
      {detail.writingAnswer && <LetterCheckFindings api={api} testId={detail.item.test.id} letter={detail.writingAnswer} anchoring={anchoring} />}
      {photos.length > 0 && <PhotoAnchors photos={photos} {...anchoring} />}
      {photos.length > 0 && anchoring.editable && item.status !== 'evaluated' && <TypedCopyForm api={api} submissionId={item.id} copy={detail.writingAnswer} />}
    </section>
  )
}
