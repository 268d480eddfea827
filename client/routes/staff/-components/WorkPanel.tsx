import { useRef } from 'react'
import type { AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { clockText } from '#shared/timing/clock-text.ts'
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
export function TaskPanel({ detail, rolePlay }: { detail: SubmissionDetail; rolePlay: number | null }) {
  const prompt = detail.parts ? (detail.parts.find((part) => part.mainCardNumber === rolePlay)?.prompt ?? null) : detail.prompt
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
export function AnswerPanel({ detail, anchoring, api, rolePlay }: { detail: SubmissionDetail; anchoring: Anchoring; api: ApiFetch; rolePlay: RolePlayChoice }) {
  const { item } = detail
  const audio = useRef<HTMLAudioElement>(null)
  if (item.skill === 'speaking') {
    const recordings = detail.files.filter((file) => file.contentType.startsWith('audio/'))
    const several = (detail.parts?.length ?? 0) > 1
    const recording = several ? recordings.find((file) => file.part === rolePlay.chosen) : (recordings[0] ?? detail.files[0])
    const of = several ? `role-play ${rolePlay.chosen} of ${item.student.name}` : item.student.name
    return (
      <section className="staff-panel staff-answer" aria-labelledby="answer-title" tabIndex={0}>
        <h2 id="answer-title">{several ? 'Recordings' : 'Recording'}</h2>
        {several && <RolePlayTabs detail={detail} comments={anchoring.comments} {...rolePlay} />}
        {recording ? <SpeedPlayer file={recording} label={`Recording of ${of}`} audio={audio} /> : <p>No recording was stored.</p>}
        {recording?.durationSeconds ? <p className="staff-sub">Length {Math.round(recording.durationSeconds)} seconds</p> : null}
        {recording?.durationSeconds ? (
          // Keyed by the recording: another role-play's moments start unpinned, read from the player anew.
          <RecordingAnchors key={recording.id} audio={audio} durationSeconds={recording.durationSeconds} part={recording.part} {...anchoring} />
        ) : null}
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

/** Which of a speaking sitting's role-plays the work panels show. */
export interface RolePlayChoice {
  chosen: number | null
  onChoose: (rolePlay: number) => void
}

/**
 * A sitting's role-plays (decision 0105): one recording and its card at a time, each named with
 * its length and how many comments its moments have, so the evaluator sees what is left to hear.
 */
function RolePlayTabs({ detail, comments, chosen, onChoose }: { detail: SubmissionDetail; comments: readonly AnchoredComment[] } & RolePlayChoice) {
  return (
    <div className="staff-roleplays" role="group" aria-label="Role-plays">
      {detail.parts!.map(({ mainCardNumber }) => {
        const length = detail.files.find((file) => file.part === mainCardNumber)?.durationSeconds
        const count = comments.filter((comment) => comment.kind === 'time' && comment.part === mainCardNumber).length
        return (
          <button
            key={mainCardNumber}
            type="button"
            className="button button-quiet staff-roleplay"
            aria-pressed={chosen === mainCardNumber}
            onClick={() => onChoose(mainCardNumber)}
          >
            Role-play {mainCardNumber}
            <span className="staff-roleplay-facts">
              {length === undefined ? 'no recording' : clockText(length)} · {count === 1 ? '1 comment' : `${count} comments`}
            </span>
          </button>
        )
      })}
    </div>
  )
}
