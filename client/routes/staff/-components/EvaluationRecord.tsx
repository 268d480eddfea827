import { LocalDateTime } from '#client/components/review/LocalDateTime.tsx'
import type { Evaluation } from './staff-types.ts'

/** The evaluation the student sees now, then every earlier version: who, when, marks and grade. */
export function EvaluationRecord({ current, history }: { current: Evaluation; history: Evaluation[] }) {
  return (
    <section className="staff-panel staff-record" aria-labelledby="record-title">
      <h2 id="record-title">Current evaluation</h2>
      <Version evaluation={current} />
      <p>
        <a href={current.pdfUrl} target="_blank" rel="noopener">
          View PDF<span className="hub-sr-only"> of the current evaluation (opens in a new tab)</span>
        </a>
        {current.pdfGenerated ? ' (made by OET Prep)' : ' (uploaded)'}
      </p>
      {history.length > 0 && (
        <>
          <h3>Earlier versions</h3>
          <ol className="staff-history">
            {history.map((evaluation) => (
              <li key={evaluation.id}>
                <Version evaluation={evaluation} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

/** Who gave the marks: one evaluator, or how double marking reached them (decision 0106). */
const ROUND_TEXT: Record<Evaluation['round'], string> = {
  single: 'by',
  first: 'first marks by',
  second: 'second marks by',
  agreed: 'the average of two marks, completed by',
  adjudicated: 'adjudicated by',
}

function Version({ evaluation }: { evaluation: Evaluation }) {
  return (
    <p className="staff-version">
      <strong>
        {evaluation.marks} marks, grade {evaluation.grade}
      </strong>{' '}
      {ROUND_TEXT[evaluation.round]} {evaluation.evaluator?.name ?? 'a former evaluator'}, <LocalDateTime iso={evaluation.createdAt} />
    </p>
  )
}
