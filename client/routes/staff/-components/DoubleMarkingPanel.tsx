import { useId } from 'react'
import { criteriaFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import type { DoubleMarkingView, Evaluation } from './staff-types.ts'

/** What each state of a double marking asks of the evaluator who opens it (decision 0106). */
function leadText(view: DoubleMarkingView): string {
  switch (view.state) {
    case 'second':
      return view.firstByMe
        ? 'You gave the first marks. A second evaluator marks this work without seeing them; the student is told once the final marks stand.'
        : 'Second marking: mark this work on its own. The first evaluator’s marks stay hidden until yours are saved.'
    case 'adjudication':
      return `The two marks disagree (${view.reasons.join('; ')}). A senior evaluator’s marks are the final result: the student sees those.`
    case 'done':
      return view.reasons.length > 0 ? 'Double marked: the two marks disagreed, and a senior evaluator adjudicated.' : 'Double marked: the two marks agreed, and the student was given their average.'
  }
}

const roundName = (evaluation: Evaluation) => `${evaluation.round === 'first' ? 'First' : 'Second'} marks${evaluation.evaluator ? `, ${evaluation.evaluator.name}` : ''}`

/**
 * A double-marked submission on the evaluation screen: where its marking stands, and the rounds the
 * evaluator may see side by side, criterion by criterion, the ones too far apart said in words.
 */
export function DoubleMarkingPanel({ view, skill }: { view: DoubleMarkingView; skill: EvaluatedSkill }) {
  const headingId = useId()
  const apart = new Set(view.reasons.map((reason) => reason.slice(0, reason.indexOf(':'))))
  return (
    <section className="staff-panel staff-double" aria-labelledby={headingId}>
      <h2 id={headingId}>Double marking</h2>
      <p>{leadText(view)}</p>
      {view.rounds.length > 0 && (
        <div className="staff-double-scroll">
          <table className="staff-double-table">
            <caption className="hub-sr-only">The independent marks</caption>
            <thead>
              <tr>
                <th scope="col">Criterion</th>
                {view.rounds.map((round) => (
                  <th scope="col" key={round.id}>
                    {roundName(round)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {criteriaFor(skill).map((criterion) => (
                <Row key={criterion.id} label={criterion.label} apart={apart.has(criterion.label)} values={view.rounds.map((round) => `${round.criteria[criterion.id] ?? '–'} / ${criterion.max}`)} />
              ))}
              <Row label="Marks" apart={false} values={view.rounds.map((round) => String(round.marks))} />
              <Row label="Grade" apart={apart.has('Grade')} values={view.rounds.map((round) => round.grade)} />
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function Row({ label, apart, values }: { label: string; apart: boolean; values: string[] }) {
  return (
    <tr className={apart ? 'staff-double-apart' : undefined}>
      <th scope="row">
        {label}
        {apart && <span className="staff-double-flag"> · too far apart</span>}
      </th>
      {values.map((value, index) => (
        <td key={index}>{value}</td>
      ))}
    </tr>
  )
}
