import type { MockAttempt, MockSpeakingPart } from '#shared/mock/results-schema.ts'
import { FactList } from '#client/components/FactList.tsx'
import { CommentedLetter } from '#client/components/evaluation/CommentedLetter.tsx'
import { CommentedPhotos } from '#client/components/evaluation/CommentedPhotos.tsx'
import { CommentedRecording } from '#client/components/evaluation/CommentedRecording.tsx'
import { EvaluationFacts } from '#client/components/evaluation/EvaluationFacts.tsx'
import { CriterionScores } from '#client/components/evaluation/CriterionScores.tsx'
import { EvaluationPdfLink } from '#client/components/evaluation/EvaluationPdfLink.tsx'
import { TEXT, marksOutOf } from '#client/components/results/mock-results-format.ts'

/**
 * An attempt's letter: pending, or its evaluation (marks, grade, comments, PDF) with each
 * criterion's score and band descriptor and the evaluator's comments in place in the letter, as
 * the writing results show them.
 */
export function WritingSection({ attempt }: { attempt: MockAttempt }) {
  const letter = attempt.writing?.fullSubmission
  return (
    <section className="mock-attempt-section">
      <h3>{TEXT.writing}</h3>
      {!letter && <p>{TEXT.noWriting}</p>}
      {letter && !letter.evaluationPdf && <p className="mock-attempt-pending">{TEXT.pending}</p>}
      {letter?.evaluationPdf && (
        <>
          <EvaluationFacts
            className="mock-attempt-facts"
            marks={letter.marks === null ? null : marksOutOf('writing', letter.marks)}
            grade={letter.grade}
            more={[{ term: 'Comments', value: letter.adminComments ?? TEXT.dash }]}
          />
          {letter.criteria && <CriterionScores skill="writing" criteria={letter.criteria} />}
          <CommentedLetter letter={letter.writingAnswer} comments={letter.anchoredComments} className="mock-attempt-letter" />
          <CommentedPhotos photos={letter.photos} comments={letter.anchoredComments} className="mock-attempt-letter" />
          <EvaluationPdfLink href={letter.evaluationPdf} of="your mock test's letter" />
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
          <FactList className="mock-attempt-facts" facts={[{ term: 'Feedback', value: feedback ?? TEXT.pending, className: 'mock-attempt-feedback' }]} />
        </>
      )}
    </section>
  )
}

function SpeakingPart({ part }: { part: MockSpeakingPart }) {
  const evaluated = part.marks !== null
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
      <CommentedRecording
        src={part.audioUrl}
        label={`Your recording, part ${part.mainCardNumber}`}
        className="mock-attempt-audio"
        preload="none"
        comments={evaluated ? part.anchoredComments : []}
      />
      {evaluated && part.criteria && <CriterionScores skill="speaking" criteria={part.criteria} />}
    </div>
  )
}
