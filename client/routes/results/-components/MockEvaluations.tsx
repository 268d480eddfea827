import type { MockAttempt, MockSpeakingPart } from '#shared/mock/results-schema.ts'
import { FactList } from '#client/components/FactList.tsx'
import { CommentedLetter } from '#client/components/evaluation/CommentedLetter.tsx'
import { CommentedPhotos } from '#client/components/evaluation/CommentedPhotos.tsx'
import { numberedText } from '#shared/evaluation/speaking-sitting.ts'
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
 * An attempt's speaking: once evaluated, the one result of its role-plays (their criteria with
 * band descriptors), then each role-play's recording with the comments on its moments (each plays
 * the recording from there), as the speaking results show them; then the evaluator's feedback.
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
          {oneResult(recording.parts) && <SittingResult parts={recording.parts} />}
          {recording.parts.map((part) => (
            <SpeakingPart key={part.mainCardNumber} part={part} ownResult={!oneResult(recording.parts)} />
          ))}
          <FactList className="mock-attempt-facts" facts={[{ term: 'Feedback', value: feedback ?? TEXT.pending, className: 'mock-attempt-feedback' }]} />
        </>
      )}
    </section>
  )
}

/**
 * Whether the role-plays were evaluated as one (decision 0105): every part carries the same marks,
 * grade and scores. Parts evaluated one by one before that each keep their own.
 */
const oneResult = (parts: readonly MockSpeakingPart[]) =>
  parts.length > 1 && parts.every((part) => part.marks !== null && part.marks === parts[0]!.marks && part.grade === parts[0]!.grade && JSON.stringify(part.criteria) === JSON.stringify(parts[0]!.criteria))

/** The sitting's one result: its marks and grade, and each criterion with its band descriptor. */
function SittingResult({ parts }: { parts: readonly MockSpeakingPart[] }) {
  const { marks, grade, criteria } = parts[0]!
  return (
    <div className="mock-attempt-part">
      <h4>
        {numberedText('Part', 'Parts', parts.map((part) => part.mainCardNumber))}
        <span className="mock-attempt-part-marks">
          {' '}
          · {marksOutOf('speaking', marks!)}
          {grade ? `, grade ${grade}` : ''}
        </span>
      </h4>
      {criteria && <CriterionScores skill="speaking" criteria={criteria} />}
    </div>
  )
}

/** One role-play's recording with the comments on its moments; with its own marks and scores when it was evaluated alone. */
function SpeakingPart({ part, ownResult }: { part: MockSpeakingPart; ownResult: boolean }) {
  const evaluated = part.marks !== null
  return (
    <div className="mock-attempt-part">
      <h4>
        Part {part.mainCardNumber}
        {ownResult && part.marks !== null && (
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
      {ownResult && evaluated && part.criteria && <CriterionScores skill="speaking" criteria={part.criteria} />}
    </div>
  )
}
