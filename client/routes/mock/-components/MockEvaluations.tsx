import { useRef } from 'react'
import type { MockAttempt, MockSpeakingPart } from '#shared/contracts/mock-results.ts'
import { CriterionScores } from '#client/components/evaluation/CriterionScores.tsx'
import { AnnotatedLetter } from '#client/exam/writing/AnnotatedLetter.tsx'
import { RecordingComments } from '#client/exam/speaking/RecordingComments.tsx'
import { TEXT, marksOutOf } from './mock-results-format.ts'

/**
 * An attempt's letter: pending, or its evaluation (marks, grade, comments, PDF) with each
 * criterion's score and band descriptor and the evaluator's comments in place in the letter, as
 * the writing results show them.
 */
export function WritingSection({ attempt }: { attempt: MockAttempt }) {
  const letter = attempt.writing?.fullSubmission
  const onWords = letter?.anchoredComments.filter((comment) => comment.kind === 'text') ?? []
  return (
    <section className="mock-attempt-section">
      <h3>{TEXT.writing}</h3>
      {!letter && <p>{TEXT.noWriting}</p>}
      {letter && !letter.evaluationPdf && <p className="mock-attempt-pending">{TEXT.pending}</p>}
      {letter?.evaluationPdf && (
        <>
          <dl className="mock-attempt-facts">
            <div>
              <dt>Marks</dt>
              <dd>{letter.marks === null ? TEXT.dash : marksOutOf('writing', letter.marks)}</dd>
            </div>
            <div>
              <dt>Grade</dt>
              <dd>{letter.grade ?? TEXT.notApplicable}</dd>
            </div>
            <div>
              <dt>Comments</dt>
              <dd>{letter.adminComments ?? TEXT.dash}</dd>
            </div>
          </dl>
          {letter.criteria && <CriterionScores skill="writing" criteria={letter.criteria} />}
          {letter.writingAnswer && onWords.length > 0 && (
            <div className="mock-attempt-letter">
              <h4>Your letter, with the evaluator’s comments</h4>
              <AnnotatedLetter letter={letter.writingAnswer} comments={onWords} />
            </div>
          )}
          <a className="button button-quiet" href={letter.evaluationPdf} target="_blank" rel="noreferrer">
            {TEXT.viewPdf}
          </a>
        </>
      )}
    </section>
  )
}

/**
 * An attempt's speaking: each role-play's recording and, once evaluated, its criteria with their
 * band descriptors and the comments on its moments (each plays the recording from there), as the
 * speaking results show a part; then the evaluators' feedback of every part.
 */
export function SpeakingSection({ attempt }: { attempt: MockAttempt }) {
  const recording = attempt.speaking?.fullSubmission
  const feedback = recording?.adminComments ?? recording?.feedback
  return (
    <section className="mock-attempt-section">
      <h3>{TEXT.speaking}</h3>
      {!recording && <p>{TEXT.noSpeaking}</p>}
      {recording && (
        <>
          {recording.parts.map((part) => (
            <SpeakingPart key={part.mainCardNumber} part={part} />
          ))}
          <dl className="mock-attempt-facts">
            <div>
              <dt>Feedback</dt>
              <dd className="mock-attempt-feedback">{feedback ?? TEXT.pending}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  )
}

function SpeakingPart({ part }: { part: MockSpeakingPart }) {
  const audio = useRef<HTMLAudioElement>(null)
  const onMoments = part.anchoredComments.filter((comment) => comment.kind === 'time')
  const evaluated = part.marks !== null
  // A comment's time plays the recording from there; the player shows where it is.
  const seek = (seconds: number) => {
    const player = audio.current
    if (!player) return
    player.currentTime = seconds
    void player.play().catch(() => undefined)
  }
  return (
    <div className="mock-attempt-part">
      <h4>
        Part {part.mainCardNumber}
        {part.marks !== null && (
          <span className="mock-attempt-part-marks">
            {' '}
            · {marksOutOf('speaking', part.marks)}{part.grade ? `, grade ${part.grade}` : ''}
          </span>
        )}
      </h4>
      {part.audioUrl && <audio ref={audio} className="mock-attempt-audio" controls preload="none" src={part.audioUrl} aria-label={`Your recording, part ${part.mainCardNumber}`} />}
      {evaluated && onMoments.length > 0 && <RecordingComments comments={onMoments} onSeek={seek} />}
      {evaluated && part.criteria && <CriterionScores skill="speaking" criteria={part.criteria} />}
    </div>
  )
}
