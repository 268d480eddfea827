import { useId, useRef } from 'react'
import type { Submission } from '#shared/contracts/submissions.ts'
import { CriterionScores } from '#client/components/evaluation/CriterionScores.tsx'
import { GradeBadge } from '#client/components/hub/GradeBadge.tsx'
import { LocalDate } from '#client/components/hub/LocalDate.tsx'
import { clockText } from '#shared/timing/clock-text.ts'
import { RecordingComments } from '#client/exam/speaking/RecordingComments.tsx'
import { isEvaluated, recordingOf } from './submission-state.ts'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'

/** One recording sent: which part of which test, when, the recording itself, and its state. */
export function SpeakingSubmissionItem({ submission }: { submission: Submission }) {
  const titleId = useId()
  const evaluated = isEvaluated(submission)
  const recording = recordingOf(submission)
  const audio = useRef<HTMLAudioElement>(null)
  const onRecording = submission.anchoredComments.filter((c) => c.kind === 'time')
  // A comment's time plays the recording from there; the player shows where it is.
  const seek = (seconds: number) => {
    const player = audio.current
    if (!player) return
    player.currentTime = seconds
    void player.play().catch(() => undefined)
  }
  const what = `${submission.testTitle}${submission.mainCardNumber !== null ? `, Part ${submission.mainCardNumber}` : ''}`
  return (
    <article className="card sp-sub" aria-labelledby={titleId}>
      <header className="sp-sub-head">
        <h3 id={titleId} className="sp-sub-title">
          {submission.testTitle}
          {submission.mainCardNumber !== null && <span className="sp-sub-part"> · Part {submission.mainCardNumber}</span>}
        </h3>
        <span className={`sp-state-badge sp-state-${evaluated ? 'evaluated' : 'pending'}`}>{evaluated ? 'Evaluated' : 'Pending evaluation'}</span>
      </header>
      <p className="sp-sub-meta">
        {submission.source === 'mock' ? 'Mock test' : 'OET speaking test'} · Submitted <LocalDate iso={submission.createdAt} withTime />
        {recording?.durationSeconds !== undefined && <> · {clockText(recording.durationSeconds)}</>}
      </p>
      {recording && <audio ref={audio} className="sp-sub-audio" controls preload="metadata" src={recording.url} aria-label={`Your recording: ${what}`} />}
      {evaluated && recording && onRecording.length > 0 && <RecordingComments comments={onRecording} onSeek={seek} />}
      {evaluated ? <Evaluation submission={submission} what={what} /> : <p className="sp-sub-notice">{SPEAKING_TEXTS.pending}</p>}
    </article>
  )
}

/** Marks, grade, each criterion's score with its descriptor, the evaluator's comments and feedback, and the evaluation PDF. */
function Evaluation({ submission, what }: { submission: Submission; what: string }) {
  return (
    <div className="sp-evaluation">
      <dl className="sp-evaluation-facts">
        <div>
          <dt>Marks</dt>
          <dd>{submission.marks ?? '–'}</dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd>{submission.grade ? <GradeBadge grade={submission.grade} /> : 'N/A'}</dd>
        </div>
      </dl>
      {submission.criteria && <CriterionScores skill="speaking" criteria={submission.criteria} />}
      {submission.adminComments && (
        <div className="sp-evaluation-text">
          <h4>Comments</h4>
          <p>{submission.adminComments}</p>
        </div>
      )}
      {submission.feedback && (
        <div className="sp-evaluation-text">
          <h4>Feedback</h4>
          <p>{submission.feedback}</p>
        </div>
      )}
      {submission.evaluationPdfUrl && (
        <a className="button button-quiet" href={submission.evaluationPdfUrl} target="_blank" rel="noopener">
          {SPEAKING_TEXTS.viewPdf}
          <span className="hub-sr-only"> of the evaluation of {what} (opens in a new tab)</span>
        </a>
      )}
    </div>
  )
}
